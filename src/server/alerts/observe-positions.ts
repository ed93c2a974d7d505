import type { Observation } from './observation.ts';

/**
 * Rank tracking's observations, pure over one site's recent runs and the days they recorded. Only runs that ended
 * `done` are comparison points: a failed or skipped run recorded nothing to compare, so the run before it is the
 * one compared with (the run itself is a job event, see observe-jobs.ts). A keyword looked for and not found sits
 * past the depth (`depth + 1`): a real fall. A keyword with no row in a run was not asked there: missing.
 */

/** How deep a rank-tracking check looks: the service's standard results are the top 100. */
export const POSITIONS_DEPTH = 100;

export interface SiteRunsInput {
  siteId: number;
  domain: string;
  keywords: readonly { id: number; keyword: string }[];
  /** finished runs, newest first (any outcome) */
  runs: readonly {
    id: number;
    outcome: string | null;
    started_at: string;
    finished_at: string | null;
  }[];
  /** the site's recorded days over those runs' span */
  days: readonly { keyword_id: number; day: string; position: number | null; checked_at: string }[];
}

type Row = SiteRunsInput['days'][number];
interface GoodRun {
  id: number;
  day: string;
  rows: Map<number, Row>;
}

/** Each `done` run, newest first, with the rows written while it ran (a row belongs to the run that wrote it last). */
export function goodRuns(input: SiteRunsInput): GoodRun[] {
  const out: GoodRun[] = [];
  for (const r of input.runs) {
    if (r.outcome !== 'done' || !r.finished_at) continue;
    const end = r.finished_at;
    const rows = new Map<number, Row>();
    for (const d of input.days)
      if (d.checked_at >= r.started_at && d.checked_at <= end) rows.set(d.keyword_id, d);
    const days = [...rows.values()].map((d) => d.day).sort();
    out.push({ id: r.id, day: days[0] ?? end.slice(0, 10), rows });
  }
  return out;
}

export function observePositions(input: SiteRunsInput, depth = POSITIONS_DEPTH): Observation[] {
  const runs = goodRuns(input);
  const [last, previous] = runs;
  if (!last) return [];
  const base = `/sites/${input.siteId}/positions`;
  const value = (r: Row) => r.position ?? depth + 1;
  const out: Observation[] = [];
  for (const k of input.keywords) {
    const now = last.rows.get(k.id);
    const earlier = runs.slice(1).find((r) => r.rows.has(k.id));
    const before = earlier?.rows.get(k.id);
    const missing = !now
      ? `“${k.keyword}” was not checked in the run of ${last.day}.`
      : !before
        ? `“${k.keyword}” has no earlier check to compare with.`
        : undefined;
    for (const metric of ['positions.left_top3', 'positions.left_top10', 'positions.fall'] as const)
      out.push({
        metric,
        siteId: input.siteId,
        subject: `keyword:${k.id}`,
        label: k.keyword,
        before: before ? { value: value(before), at: before.day } : null,
        now: now ? { value: value(now), at: now.day } : { value: null, at: last.day },
        ...(missing ? { missing } : {}),
        depth,
        url: `${base}?keyword=${k.id}`,
        event: `run:${last.id}`,
      });
  }
  out.push(averageWorse(input, last, previous, base));
  return out;
}

/** The average place of the keywords found in both runs, so a keyword that came or went does not move it. */
function averageWorse(
  input: SiteRunsInput,
  last: GoodRun,
  previous: GoodRun | undefined,
  url: string,
): Observation {
  const both: [number, number][] = [];
  for (const [id, r] of last.rows) {
    const b = previous?.rows.get(id);
    if (r.position !== null && b && b.position !== null) both.push([b.position, r.position]);
  }
  const mean = (i: 0 | 1) => Math.round((both.reduce((s, p) => s + p[i], 0) / both.length) * 10) / 10;
  const missing = !previous
    ? `${input.domain} has no earlier run to compare with.`
    : both.length === 0
      ? `No keyword of ${input.domain} was found in both the runs of ${previous.day} and ${last.day}.`
      : undefined;
  return {
    metric: 'positions.average_worse',
    siteId: input.siteId,
    subject: `site:${input.siteId}`,
    label: input.domain,
    before: previous ? { value: missing ? null : mean(0), at: previous.day } : null,
    now: { value: missing ? null : mean(1), at: last.day },
    ...(missing ? { missing } : {}),
    url,
    event: `run:${last.id}`,
  };
}
