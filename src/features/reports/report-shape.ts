import type { RankingItem } from '../../api/ai-schemas.ts';
import type { AuditListItem, AuditSection, AuditCheck } from '../../api/audit-schemas.ts';
import type { ChecklistSection } from '../../api/plan.ts';
import { bareDomain } from '../../lib/url-parts.ts';

/** Pure shaping of the report's sections; the components only draw what these return. */

export interface PromptMove {
  keywordId: number;
  keyword: string;
  /** link position on the first and last day with an AI answer; 0 = not found */
  from: number;
  to: number;
  /** places gained (positive) or lost (negative); "not found" counts as place 101 */
  change: number;
}

const place = (p: number) => (p >= 1 ? p : 101);

/**
 * Each prompt's link position on its first and last day with an AI answer in the range. Days with no AI
 * block (null) are skipped, never read as "not found" (spec: "A null value means there was no AI result
 * block that day"). Prompts with fewer than two answered days, or no change, are left out.
 */
export function promptMoves(items: readonly Pick<RankingItem, 'keyword_id' | 'keyword' | 'positions'>[]) {
  const moves: PromptMove[] = [];
  for (const item of items) {
    const answered = item.positions
      .filter((p): p is typeof p & { url_position: number } => p.url_position !== null)
      .sort((a, b) => a.date.localeCompare(b.date));
    const first = answered[0];
    const last = answered[answered.length - 1];
    if (!first || !last || first === last) continue;
    const change = place(first.url_position) - place(last.url_position);
    if (change !== 0)
      moves.push({
        keywordId: item.keyword_id,
        keyword: item.keyword,
        from: first.url_position,
        to: last.url_position,
        change,
      });
  }
  const byKeyword = (a: PromptMove, b: PromptMove) => a.keyword.localeCompare(b.keyword);
  return {
    gains: moves
      .filter((m) => m.change > 0)
      .sort((a, b) => b.change - a.change || byKeyword(a, b))
      .slice(0, 5),
    losses: moves
      .filter((m) => m.change < 0)
      .sort((a, b) => a.change - b.change || byKeyword(a, b))
      .slice(0, 5),
  };
}

/** The site's newest audit (by last update, then id); audits of other sites are ignored. */
export function latestAudit<T extends Pick<AuditListItem, 'id' | 'site_id' | 'last_update'>>(
  items: readonly T[],
  siteId: number,
): T | undefined {
  return items
    .filter((a) => a.site_id === siteId)
    .sort((a, b) => (b.last_update ?? '').localeCompare(a.last_update ?? '') || b.id - a.id)[0];
}

/** errors first, then warnings, then notices; a status the client does not know ranks last */
const SEVERITY_RANK: Record<string, number> = { error: 0, warning: 1, notice: 2 };
const severityRank = (status: string) => SEVERITY_RANK[status] ?? 3;

/**
 * The 10 checks a client must read first: by severity (errors, warnings, notices), then by pages affected (passed
 * checks and checks with no pages left out), so a busy notice never pushes an error off the list.
 */
export function topChecks(sections: readonly AuditSection[], n = 10): (AuditCheck & { section: string })[] {
  return sections
    .flatMap((s) => Object.values(s.props ?? {}).map((c) => ({ ...c, section: s.name })))
    .filter((c) => c.status !== 'passed' && c.value > 0)
    .sort(
      (a, b) =>
        severityRank(a.status) - severityRank(b.status) || b.value - a.value || a.name.localeCompare(b.name),
    )
    .slice(0, n);
}

export interface PlanProgress {
  title: string;
  checked: number;
  count: number;
  /** null when a section has no tasks: no data, not 0 % */
  percent: number | null;
}

const pct = (checked: number, count: number) => (count > 0 ? Math.round((checked / count) * 100) : null);

export function planProgress(sections: readonly ChecklistSection[]): {
  overall: PlanProgress;
  sections: PlanProgress[];
} {
  const rows = sections.map((s) => ({
    title: s.title,
    checked: s.items_checked,
    count: s.items_count,
    percent: pct(s.items_checked, s.items_count),
  }));
  const checked = rows.reduce((n, r) => n + r.checked, 0);
  const count = rows.reduce((n, r) => n + r.count, 0);
  return { overall: { title: 'Overall', checked, count, percent: pct(checked, count) }, sections: rows };
}

/** The newest backlink report whose target is the site's domain (or a URL/host on it). */
export function matchingReport<T extends { target: string; created: string | null; id: string }>(
  reports: readonly T[],
  domain: string,
): T | undefined {
  const want = bareDomain(domain);
  if (!want) return undefined;
  return reports
    .filter((r) => bareDomain(r.target) === want)
    .sort((a, b) => (b.created ?? '').localeCompare(a.created ?? '') || Number(b.id) - Number(a.id))[0];
}

type Stats = { score: number; errors: number; warnings: number; notices: number; crawled: number };
export interface AuditFigure {
  label: string;
  value: number | null;
  /** against prev_stats; null when there is no previous run (not 0) */
  change: number | null;
  /** whether a rise is good news (score), bad (errors) or neither (pages crawled) */
  rise: 'good' | 'bad' | 'neutral';
}

export function auditFigures(stats: Stats | null, prev: Stats | null): AuditFigure[] {
  const rows: [keyof Stats, string, AuditFigure['rise']][] = [
    ['score', 'Score', 'good'],
    ['errors', 'Errors', 'bad'],
    ['warnings', 'Warnings', 'bad'],
    ['notices', 'Notices', 'bad'],
    ['crawled', 'Pages crawled', 'neutral'],
  ];
  return rows.map(([k, label, rise]) => ({
    label,
    value: stats ? stats[k] : null,
    change: stats && prev ? stats[k] - prev[k] : null,
    rise,
  }));
}
