import type { Selectable } from 'kysely';
import type { Q, Store } from '../store/store.ts';
import type { PositionsRunsTable } from '../store/tables.ts';
import type { Cadence } from '../../lib/positions.ts';

/**
 * Rank tracking's tables in the proxy's store (their schema is the store's, `store/`), and every statement that
 * touches them. Days and slots are UTC.
 */

export interface SiteSettings {
  site_id: number;
  domain: string;
  subdomains: boolean;
  cadence: Cadence;
  /** hour of the day the run is due, UTC (0-23) */
  hour: number;
  /** weekly runs: day of the week, 0 = Sunday */
  weekday: number;
  /** when the schedule was last set: slots before it are not due */
  schedule_at: string;
}

export interface TrackedKeyword {
  id: number;
  site_id: number;
  keyword: string;
  location_id: number;
  language_code: string;
  device: 'desktop' | 'mobile';
  search_engine: string;
  tags: string[];
  created_at: string;
}

export type RunOutcome = 'done' | 'skipped-budget' | 'failed';

/** A run as the store holds it. */
export type Run = Selectable<PositionsRunsTable>;

export interface PositionRow {
  keyword_id: number;
  day: string;
  position: number | null;
  url: string | null;
  top10: string[];
  task_id: string | null;
  checked_at: string;
}

/** One keyword of a running run and how far it got (`positions_run_keywords`). */
export interface RunKeyword {
  keyword: TrackedKeyword;
  state: 'todo' | 'sending' | 'queued' | 'recorded' | 'refused';
  task_id: string | null;
  sent_at: string | null;
  note: string | null;
}

export type NewKeyword = Omit<TrackedKeyword, 'id' | 'site_id' | 'created_at'>;

/** tracked keywords per site (the page is built for 5,000) */
export const KEYWORDS_PER_SITE = 5000;

/** A keyword as its table row, added at `at`. */
const keywordRow = (siteId: number, k: NewKeyword, at: string) => ({
  site_id: siteId,
  keyword: k.keyword,
  location_id: k.location_id,
  language_code: k.language_code,
  device: k.device,
  search_engine: k.search_engine,
  tags: k.tags,
  created_at: at,
});

/** An add refused whole because the site would track more keywords than it may. */
export class KeywordCapError extends Error {
  readonly status = 400;
}

export interface SeedRun {
  slot: string;
  outcome: RunOutcome;
  message: string;
  days: Omit<PositionRow, 'checked_at'>[];
}

/** Rows per statement when seeding (well below either engine's limit on a statement's parameters). */
const SEED_CHUNK = 400;

const chunks = <T>(rows: T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += SEED_CHUNK) out.push(rows.slice(i, i + SEED_CHUNK));
  return out;
};

export class PositionsRepo {
  constructor(
    private readonly store: Store,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async settings(siteId: number): Promise<SiteSettings | undefined> {
    return this.store.db
      .selectFrom('positions_sites')
      .selectAll()
      .where('site_id', '=', siteId)
      .executeTakeFirst();
  }

  /** Every site with a schedule and at least one keyword. */
  async scheduledSites(): Promise<SiteSettings[]> {
    return this.store.db
      .selectFrom('positions_sites as s')
      .selectAll('s')
      .where(({ exists, selectFrom }) =>
        exists(selectFrom('positions_keywords as k').select('k.id').whereRef('k.site_id', '=', 's.site_id')),
      )
      .execute();
  }

  /** Saves the settings; the schedule's time is reset only when the schedule itself changed. */
  async saveSettings(s: Omit<SiteSettings, 'schedule_at'>): Promise<SiteSettings> {
    const old = await this.settings(s.site_id);
    const same = old && old.cadence === s.cadence && old.hour === s.hour && old.weekday === s.weekday;
    const at = same ? old.schedule_at : this.now().toISOString();
    const row = {
      domain: s.domain,
      subdomains: s.subdomains,
      cadence: s.cadence,
      hour: s.hour,
      weekday: s.weekday,
      schedule_at: at,
    };
    await this.store.db
      .insertInto('positions_sites')
      .values({ site_id: s.site_id, ...row })
      .onConflict((oc) => oc.column('site_id').doUpdateSet(row))
      .execute();
    return (await this.settings(s.site_id)) as SiteSettings;
  }

  async keywords(siteId: number): Promise<TrackedKeyword[]> {
    return this.store.db
      .selectFrom('positions_keywords')
      .selectAll()
      .where('site_id', '=', siteId)
      .orderBy('id')
      .execute();
  }

  async keyword(id: number): Promise<TrackedKeyword | undefined> {
    return this.store.db.selectFrom('positions_keywords').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async countKeywords(siteId: number): Promise<number> {
    const r = await this.store.db
      .selectFrom('positions_keywords')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('site_id', '=', siteId)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /**
   * Adds keywords, skipping those already tracked with the same parameters; returns how many were new. The site's
   * count and the inserts run in one exclusive transaction, so adds racing on one site (or on several replicas)
   * cannot together pass the cap: an add that would take the site over `cap` adds nothing and says so.
   */
  async addKeywordsWithin(
    siteId: number,
    list: NewKeyword[],
    cap: number,
  ): Promise<{ added: number } | { refusal: string }> {
    const at = this.now().toISOString();
    const over = Symbol('over');
    try {
      return await this.store.exclusive(async (q) => {
        const before = await q
          .selectFrom('positions_keywords')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('site_id', '=', siteId)
          .executeTakeFirstOrThrow();
        let added = 0;
        for (const part of chunks(list)) {
          const r = await q
            .insertInto('positions_keywords')
            .values(part.map((k) => keywordRow(siteId, k, at)))
            .onConflict((oc) => oc.doNothing())
            .executeTakeFirst();
          added += Number(r.numInsertedOrUpdatedRows ?? 0);
          // thrown to roll back what this add inserted
          if (Number(before.n) + added > cap) throw over;
        }
        return { added };
      });
    } catch (err) {
      if (err === over) return { refusal: `A site tracks at most ${cap} keywords.` };
      throw err;
    }
  }

  /** Adds keywords under the site's cap (`KEYWORDS_PER_SITE`); over it, throws `KeywordCapError` and adds none. */
  async addKeywords(siteId: number, list: NewKeyword[], cap = KEYWORDS_PER_SITE): Promise<number> {
    const got = await this.addKeywordsWithin(siteId, list, cap);
    if ('refusal' in got) throw new KeywordCapError(got.refusal);
    return got.added;
  }

  async removeKeyword(id: number): Promise<boolean> {
    return this.store.transaction(async (q) => {
      await q.deleteFrom('positions_days').where('keyword_id', '=', id).execute();
      await q.deleteFrom('positions_run_keywords').where('keyword_id', '=', id).execute();
      const r = await q.deleteFrom('positions_keywords').where('id', '=', id).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    });
  }

  /**
   * Stops tracking keywords of one site: those of `ids` and every one carrying `tag`. Their recorded days and any
   * place in a running run go with them, so a run under way sends no task for them and the next checks only the
   * rest. Returns the ids removed.
   */
  async removeKeywords(siteId: number, pick: { ids?: readonly number[]; tag?: string }): Promise<number[]> {
    const wanted = new Set(pick.ids ?? []);
    return this.store.transaction(async (q) => {
      const mine = await q
        .selectFrom('positions_keywords')
        .select(['id', 'tags'])
        .where('site_id', '=', siteId)
        .orderBy('id')
        .execute();
      const ids = mine
        .filter((k) => wanted.has(k.id) || (pick.tag !== undefined && k.tags.includes(pick.tag)))
        .map((k) => k.id);
      for (const part of chunks(ids)) {
        await q.deleteFrom('positions_days').where('keyword_id', 'in', part).execute();
        await q.deleteFrom('positions_run_keywords').where('keyword_id', 'in', part).execute();
        await q.deleteFrom('positions_keywords').where('id', 'in', part).execute();
      }
      return ids;
    });
  }

  /**
   * Claims a run: the insert either wins the (site, slot) row or finds it taken (another process, or an earlier
   * tick, ran that slot). Also refuses while another run of the site is still going. Exclusive, so two replicas
   * cannot both see no run going and both start one. With a `lease`, the run belongs to `lease.owner` until
   * `leaseMs` from now (renewed while it works), and each of its keywords (`keywordIds`, else all the site's) is
   * written down as to do, so another process can take the run over.
   */
  async claimRun(
    siteId: number,
    slot: string,
    kind: Run['kind'],
    keywords: number,
    lease?: { owner: string; leaseMs: number; keywordIds?: number[] },
  ): Promise<Run | undefined> {
    const at = this.now();
    return this.store.exclusive(async (q) => {
      const going = await q
        .selectFrom('positions_runs')
        .select('id')
        .where('site_id', '=', siteId)
        .where('status', '=', 'running')
        .executeTakeFirst();
      if (going) return undefined;
      let ids: number[] = [];
      if (lease) {
        const mine = await q
          .selectFrom('positions_keywords')
          .select('id')
          .where('site_id', '=', siteId)
          .orderBy('id')
          .execute();
        const wanted = lease.keywordIds ? new Set(lease.keywordIds) : undefined;
        ids = mine.map((k) => k.id).filter((id) => !wanted || wanted.has(id));
      }
      const run = await q
        .insertInto('positions_runs')
        .values({
          site_id: siteId,
          slot,
          kind,
          status: 'running',
          keywords: lease ? ids.length : keywords,
          started_at: at.toISOString(),
          owner: lease?.owner ?? null,
          lease_until: lease ? new Date(at.getTime() + lease.leaseMs).toISOString() : null,
        })
        .onConflict((oc) => oc.doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!run) return undefined;
      for (const part of chunks(ids))
        await q
          .insertInto('positions_run_keywords')
          .values(part.map((keyword_id) => ({ run_id: run.id, keyword_id, state: 'todo' as const })))
          .execute();
      return run;
    });
  }

  /**
   * Takes over the runs (of one site, or all) left "running" by a process that stopped renewing their lease: they
   * become `owner`'s until `leaseMs` from now. A run from before leases (none set) counts as abandoned once it is
   * older than one lease.
   */
  async adoptAbandoned(owner: string, leaseMs: number, siteId?: number): Promise<Run[]> {
    const at = this.now();
    const nowIso = at.toISOString();
    const until = new Date(at.getTime() + leaseMs).toISOString();
    const old = new Date(at.getTime() - leaseMs).toISOString();
    return this.store.exclusive(async (q) => {
      let find = q
        .selectFrom('positions_runs')
        .select('id')
        .where('status', '=', 'running')
        .where((eb) =>
          eb.or([
            eb('lease_until', '<', nowIso),
            eb.and([eb('lease_until', 'is', null), eb('started_at', '<', old)]),
          ]),
        );
      if (siteId !== undefined) find = find.where('site_id', '=', siteId);
      const ids = (await find.execute()).map((r) => r.id);
      if (ids.length === 0) return [];
      return q
        .updateTable('positions_runs')
        .set({ owner, lease_until: until })
        .where('id', 'in', ids)
        .returningAll()
        .execute();
    });
  }

  /** Renews a run's lease; false when the run is no longer this owner's (taken over, or finished). */
  async renewLease(id: number, owner: string, leaseMs: number): Promise<boolean> {
    const r = await this.store.db
      .updateTable('positions_runs')
      .set({ lease_until: new Date(this.now().getTime() + leaseMs).toISOString() })
      .where('id', '=', id)
      .where('owner', '=', owner)
      .where('status', '=', 'running')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /** Hands a run back unfinished: its lease lapses at once, so the next process to look takes it over. */
  async releaseLease(id: number, owner: string): Promise<void> {
    await this.store.db
      .updateTable('positions_runs')
      .set({ lease_until: new Date(0).toISOString() })
      .where('id', '=', id)
      .where('owner', '=', owner)
      .where('status', '=', 'running')
      .execute();
  }

  async setHold(id: number, holdId: number | null): Promise<void> {
    await this.store.db.updateTable('positions_runs').set({ hold_id: holdId }).where('id', '=', id).execute();
  }

  /** Each keyword of a run (still tracked) with how far it got. */
  async runKeywords(runId: number): Promise<RunKeyword[]> {
    const rows = await this.store.db
      .selectFrom('positions_run_keywords as r')
      .innerJoin('positions_keywords as k', 'k.id', 'r.keyword_id')
      .selectAll('k')
      .select(['r.state', 'r.task_id', 'r.sent_at', 'r.note'])
      .where('r.run_id', '=', runId)
      .orderBy('k.id')
      .execute();
    return rows.map(({ state, task_id, sent_at, note, ...k }) => ({
      keyword: k,
      state,
      task_id,
      sent_at,
      note,
    }));
  }

  /** Moves keywords of a run to another state (a task id and a note where known). */
  async markKeywords(
    runId: number,
    keywordIds: number[],
    set: { state: RunKeyword['state']; sent_at?: string | null; note?: string | null },
  ): Promise<void> {
    if (keywordIds.length === 0) return;
    for (const part of chunks(keywordIds))
      await this.store.db
        .updateTable('positions_run_keywords')
        .set(set)
        .where('run_id', '=', runId)
        .where('keyword_id', 'in', part)
        .execute();
  }

  /** The task each keyword of a run was queued as. */
  async markQueued(runId: number, tasks: { keyword_id: number; task_id: string }[]): Promise<void> {
    if (tasks.length === 0) return;
    await this.store.transaction(async (q) => {
      for (const t of tasks)
        await q
          .updateTable('positions_run_keywords')
          .set({ state: 'queued', task_id: t.task_id })
          .where('run_id', '=', runId)
          .where('keyword_id', '=', t.keyword_id)
          .execute();
    });
  }

  /** A keyword's position for the day and its run's progress, together. */
  async recordKeyword(runId: number, row: Omit<PositionRow, 'checked_at'>): Promise<void> {
    await this.store.transaction(async (q) => {
      await this.recordDay(row, q);
      await q
        .updateTable('positions_run_keywords')
        .set({ state: 'recorded' })
        .where('run_id', '=', runId)
        .where('keyword_id', '=', row.keyword_id)
        .execute();
    });
  }

  /**
   * Ends a run (also one that was due but not started, e.g. the budget refused it: the slot is spent all the
   * same). With `owner`, only while the run is still that owner's; false when it was not.
   */
  async finishRun(id: number, outcome: RunOutcome, message: string | null, owner?: string): Promise<boolean> {
    return this.store.transaction(async (q) => {
      let update = q
        .updateTable('positions_runs')
        .set({
          status: 'finished',
          outcome,
          message,
          finished_at: this.now().toISOString(),
          lease_until: null,
        })
        .where('id', '=', id)
        .where('status', '=', 'running');
      if (owner !== undefined) update = update.where('owner', '=', owner);
      const r = await update.executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) return false;
      await q.deleteFrom('positions_run_keywords').where('run_id', '=', id).execute();
      return true;
    });
  }

  run(id: number): Promise<Run | undefined> {
    return this.store.db.selectFrom('positions_runs').selectAll().where('id', '=', id).executeTakeFirst();
  }

  running(siteId: number): Promise<Run | undefined> {
    return this.store.db
      .selectFrom('positions_runs')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('status', '=', 'running')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  runs(siteId: number, limit = 10): Promise<Run[]> {
    return this.store.db
      .selectFrom('positions_runs')
      .selectAll()
      .where('site_id', '=', siteId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  async hasRun(siteId: number, slot: string): Promise<boolean> {
    const r = await this.store.db
      .selectFrom('positions_runs')
      .select('id')
      .where('site_id', '=', siteId)
      .where('slot', '=', slot)
      .executeTakeFirst();
    return r !== undefined;
  }

  /** One row per keyword per day: a second check the same day replaces the first. */
  async recordDay(row: Omit<PositionRow, 'checked_at'>, q: Q = this.store.db): Promise<void> {
    const set = {
      position: row.position,
      url: row.url,
      top10: row.top10,
      task_id: row.task_id,
      checked_at: this.now().toISOString(),
    };
    await q
      .insertInto('positions_days')
      .values({ keyword_id: row.keyword_id, day: row.day, ...set })
      .onConflict((oc) => oc.columns(['keyword_id', 'day']).doUpdateSet(set))
      .execute();
  }

  async history(keywordId: number, since = '0000-00-00'): Promise<PositionRow[]> {
    return this.store.db
      .selectFrom('positions_days')
      .selectAll()
      .where('keyword_id', '=', keywordId)
      .where('day', '>=', since)
      .orderBy('day')
      .execute();
  }

  /** The site's days since `since`, grouped by keyword (for the table's summaries). */
  async siteDays(siteId: number, since: string): Promise<Map<number, PositionRow[]>> {
    const rows = await this.store.db
      .selectFrom('positions_days as d')
      .innerJoin('positions_keywords as k', 'k.id', 'd.keyword_id')
      .selectAll('d')
      .where('k.site_id', '=', siteId)
      .where('d.day', '>=', since)
      .orderBy('d.day')
      .execute();
    const out = new Map<number, PositionRow[]>();
    for (const r of rows) {
      const list = out.get(r.keyword_id);
      if (list) list.push(r);
      else out.set(r.keyword_id, [r]);
    }
    return out;
  }

  /** The best position each keyword of the site ever had (null when never found). */
  async bestEver(siteId: number): Promise<Map<number, number | null>> {
    const rows = await this.store.db
      .selectFrom('positions_keywords as k')
      .leftJoin('positions_days as d', 'd.keyword_id', 'k.id')
      .select((eb) => ['k.id', eb.fn.min('d.position').as('best')])
      .where('k.site_id', '=', siteId)
      .groupBy('k.id')
      .execute();
    return new Map(rows.map((r) => [r.id, r.best === null ? null : Number(r.best)]));
  }

  /**
   * Seeds once per store and name (returns false when this name was seeded before): a site with its keywords and
   * past scheduled runs, in one transaction with the claim, so a seed that fails leaves nothing and is tried
   * again on the next start, and of two replicas starting at once only one seeds. A site that already has
   * settings or keywords is left as it is (the name is still claimed).
   */
  async seedOnce(
    name: string,
    settings: Omit<SiteSettings, 'schedule_at'>,
    list: NewKeyword[],
    createdAt: string,
    build: (keywords: TrackedKeyword[]) => SeedRun[],
  ): Promise<boolean> {
    const siteId = settings.site_id;
    return this.store.transaction(async (q) => {
      const claimed = await q
        .insertInto('positions_seeds')
        .values({ name, at: this.now().toISOString() })
        .onConflict((oc) => oc.column('name').doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      const site = await q
        .selectFrom('positions_sites')
        .select('site_id')
        .where('site_id', '=', siteId)
        .executeTakeFirst();
      const kept = await q
        .selectFrom('positions_keywords')
        .select('id')
        .where('site_id', '=', siteId)
        .limit(1)
        .executeTakeFirst();
      if (site || kept) return true;
      await q
        .insertInto('positions_sites')
        .values({
          site_id: siteId,
          domain: settings.domain,
          subdomains: settings.subdomains,
          cadence: settings.cadence,
          hour: settings.hour,
          weekday: settings.weekday,
          schedule_at: this.now().toISOString(),
        })
        .execute();
      for (const part of chunks(list))
        await q
          .insertInto('positions_keywords')
          .values(part.map((k) => keywordRow(siteId, k, createdAt)))
          .onConflict((oc) => oc.doNothing())
          .execute();
      const keywords = await q
        .selectFrom('positions_keywords')
        .selectAll()
        .where('site_id', '=', siteId)
        .orderBy('id')
        .execute();
      const runs = build(keywords).map((r) => ({
        ...r,
        done: new Date(Date.parse(r.slot) + 90_000).toISOString(),
      }));
      for (const part of chunks(runs))
        await q
          .insertInto('positions_runs')
          .values(
            part.map((r) => ({
              site_id: siteId,
              slot: r.slot,
              kind: 'scheduled' as const,
              status: 'finished' as const,
              outcome: r.outcome,
              message: r.message,
              keywords: keywords.length,
              started_at: r.slot,
              finished_at: r.done,
            })),
          )
          .execute();
      const days = runs.flatMap((r) =>
        r.days.map((d) => ({
          keyword_id: d.keyword_id,
          day: d.day,
          position: d.position,
          url: d.url,
          top10: d.top10,
          task_id: d.task_id,
          checked_at: r.done,
        })),
      );
      for (const part of chunks(days))
        await q
          .insertInto('positions_days')
          .values(part)
          .onConflict((oc) => oc.columns(['keyword_id', 'day']).doNothing())
          .execute();
      return true;
    });
  }

  /**
   * The days recorded without a SERP task: the demo history seeded in front of the sandbox, which was never asked
   * of the service and so cost nothing (a run records every day with the task it paid for). Null when there is none.
   */
  async unpaidHistory(): Promise<{ site_ids: number[]; checks: number; from: string; to: string } | null> {
    // only a store that was seeded has such days: the others are not scanned on every read of the ledger
    const seeded = await this.store.db
      .selectFrom('positions_seeds')
      .select('name')
      .limit(1)
      .executeTakeFirst();
    if (!seeded) return null;
    const rows = await this.store.db
      .selectFrom('positions_days as d')
      .innerJoin('positions_keywords as k', 'k.id', 'd.keyword_id')
      .select((eb) => [
        'k.site_id',
        eb.fn.countAll<number>().as('checks'),
        eb.fn.min('d.day').as('from'),
        eb.fn.max('d.day').as('to'),
      ])
      .where('d.task_id', 'is', null)
      .groupBy('k.site_id')
      .orderBy('k.site_id')
      .execute();
    if (rows.length === 0) return null;
    return {
      site_ids: rows.map((r) => r.site_id),
      checks: rows.reduce((n, r) => n + Number(r.checks), 0),
      from: rows.map((r) => r.from).reduce((a, b) => (b < a ? b : a)),
      to: rows.map((r) => r.to).reduce((a, b) => (b > a ? b : a)),
    };
  }
}
