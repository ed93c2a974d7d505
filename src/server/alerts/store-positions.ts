import type { Store } from '../store/store.ts';
import type { LastRun } from './observe-jobs.ts';
import type { SiteRunsInput } from './observe-positions.ts';

/**
 * What rank tracking's alerts read of the store: per site its latest finished run, and for the rules the last few
 * `done` runs with the days recorded while they ran. A keyword's previous check may sit a few runs back (it was
 * not asked in between), so more than two good runs are read.
 */

/** good runs read per site: the latest and the ones a keyword's previous check may be found in */
const GOOD_RUNS = 5;

export async function lastRuns(store: Store): Promise<LastRun[]> {
  const db = store.db;
  const rows = await db
    .selectFrom('positions_runs as r')
    .innerJoin('positions_sites as s', 's.site_id', 'r.site_id')
    .select(['r.id', 'r.site_id', 's.domain', 'r.outcome', 'r.started_at', 'r.finished_at'])
    .where('r.status', '=', 'finished')
    .where('r.id', 'in', (eb) =>
      eb
        .selectFrom('positions_runs')
        .select((e) => e.fn.max('id').as('id'))
        .where('status', '=', 'finished')
        .groupBy('site_id'),
    )
    .execute();
  return rows.map((r) => ({
    siteId: r.site_id,
    domain: r.domain,
    run: { id: r.id, outcome: r.outcome, started_at: r.started_at, finished_at: r.finished_at },
  }));
}

/** The latest `done` run of each site (its id tells whether anything changed since the last look). */
export async function lastGoodRuns(store: Store): Promise<Map<number, number>> {
  const rows = await store.db
    .selectFrom('positions_runs')
    .select((e) => ['site_id', e.fn.max('id').as('id')])
    .where('status', '=', 'finished')
    .where('outcome', '=', 'done')
    .groupBy('site_id')
    .execute();
  return new Map(rows.map((r) => [r.site_id, Number(r.id)]));
}

export async function siteRuns(store: Store, siteId: number, domain: string): Promise<SiteRunsInput> {
  const db = store.db;
  const runs = await db
    .selectFrom('positions_runs')
    .select(['id', 'outcome', 'started_at', 'finished_at'])
    .where('site_id', '=', siteId)
    .where('status', '=', 'finished')
    .where('outcome', '=', 'done')
    .orderBy('id', 'desc')
    .limit(GOOD_RUNS)
    .execute();
  const keywords = await db
    .selectFrom('positions_keywords')
    .select(['id', 'keyword'])
    .where('site_id', '=', siteId)
    .orderBy('id')
    .execute();
  const since = runs.reduce((m, r) => (r.started_at < m ? r.started_at : m), runs[0]?.started_at ?? '');
  const days = runs.length
    ? await db
        .selectFrom('positions_days as d')
        .innerJoin('positions_keywords as k', 'k.id', 'd.keyword_id')
        .select(['d.keyword_id', 'd.day', 'd.position', 'd.checked_at'])
        .where('k.site_id', '=', siteId)
        .where('d.checked_at', '>=', since)
        .execute()
    : [];
  return { siteId, domain, keywords, runs, days };
}
