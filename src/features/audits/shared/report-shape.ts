import type { AuditCheck, AuditSection, AuditStats } from '../../../api/audit-schemas.ts';

/** Pure shaping of the report and list figures for the pages that show them. */

const SEVERITY: Record<string, number> = { error: 0, warning: 1, notice: 2, passed: 3 };
const severityRank = (s: string) => SEVERITY[s] ?? 2.5;

/** Checks ordered by severity (error, warning, notice, unknown, passed), then by pages affected, most first. */
export function orderChecks(checks: readonly AuditCheck[]): AuditCheck[] {
  return [...checks].sort(
    (a, b) =>
      severityRank(a.status) - severityRank(b.status) || b.value - a.value || a.name.localeCompare(b.name),
  );
}

export interface ShapedSection {
  uid: string;
  name: string;
  /** checks that found something (not passed), ordered */
  failing: AuditCheck[];
  passed: AuditCheck[];
  /** the worst status among the failing checks, for ordering sections */
  worst: number;
  pagesAffected: number;
}

/** Sections with their checks ordered; sections with errors first, then by pages affected. */
export function shapeSections(sections: readonly AuditSection[]): ShapedSection[] {
  return sections
    .map((s) => {
      const checks = orderChecks(Object.values(s.props ?? {}));
      const failing = checks.filter((c) => c.status !== 'passed' && c.value > 0);
      const passed = checks.filter((c) => !failing.includes(c));
      return {
        uid: s.uid,
        name: s.name,
        failing,
        passed,
        worst: failing.length ? severityRank(failing[0]?.status ?? '') : 9,
        pagesAffected: failing.reduce((sum, c) => sum + c.value, 0),
      };
    })
    .sort((a, b) => a.worst - b.worst || b.pagesAffected - a.pagesAffected);
}

/** Every check of the report by code: names issue codes on the pages, page issues and history views. */
export function checksByCode(sections: readonly AuditSection[] | undefined): Map<string, AuditCheck> {
  const out = new Map<string, AuditCheck>();
  for (const s of sections ?? []) for (const c of Object.values(s.props ?? {})) out.set(c.code, c);
  return out;
}

export type StatKey = keyof Pick<AuditStats, 'score' | 'errors' | 'warnings' | 'notices' | 'crawled'>;

/** The change of one figure against prev_stats; null when there is no previous run (not 0). */
export function statChange(
  stats: AuditStats | null | undefined,
  prev: AuditStats | null | undefined,
  key: StatKey,
): number | null {
  if (!stats || !prev) return null;
  return stats[key] - prev[key];
}

/** For each figure, whether a rise is good or bad news (errors rising is bad; score rising is good). */
export const RISE: Record<StatKey, 'good' | 'bad' | 'neutral'> = {
  score: 'good',
  errors: 'bad',
  warnings: 'bad',
  notices: 'bad',
  crawled: 'neutral',
};
