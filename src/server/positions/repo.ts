import type Database from 'better-sqlite3';
import type { Cadence } from '../../lib/positions.ts';

/**
 * Rank tracking's tables in the proxy's store, and every statement that touches them: one class, so a later move
 * of the store to another database ports this file. Days and slots are UTC.
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

export interface Run {
  id: number;
  site_id: number;
  /** a scheduled slot (ISO time) or `manual:<ISO time>` */
  slot: string;
  kind: 'scheduled' | 'manual';
  status: 'running' | 'finished';
  outcome: RunOutcome | null;
  message: string | null;
  keywords: number;
  started_at: string;
  finished_at: string | null;
}

export interface PositionRow {
  keyword_id: number;
  day: string;
  position: number | null;
  url: string | null;
  top10: string[];
  task_id: string | null;
  checked_at: string;
}

export type NewKeyword = Omit<TrackedKeyword, 'id' | 'site_id' | 'created_at'>;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS positions_sites (
    site_id INTEGER PRIMARY KEY,
    domain TEXT NOT NULL,
    subdomains INTEGER NOT NULL DEFAULT 0,
    cadence TEXT NOT NULL DEFAULT 'daily' CHECK (cadence IN ('daily', 'weekly')),
    hour INTEGER NOT NULL DEFAULT 6 CHECK (hour BETWEEN 0 AND 23),
    weekday INTEGER NOT NULL DEFAULT 1 CHECK (weekday BETWEEN 0 AND 6),
    schedule_at TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS positions_keywords (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    site_id INTEGER NOT NULL,
    keyword TEXT NOT NULL,
    location_id INTEGER NOT NULL,
    language_code TEXT NOT NULL,
    device TEXT NOT NULL CHECK (device IN ('desktop', 'mobile')),
    search_engine TEXT NOT NULL,
    tags TEXT NOT NULL DEFAULT '[]',
    created_at TEXT NOT NULL,
    UNIQUE (site_id, keyword, location_id, language_code, device, search_engine)
  );
  -- one row per run; UNIQUE (site_id, slot) is the lease: the process whose insert wins runs the slot
  CREATE TABLE IF NOT EXISTS positions_runs (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    site_id INTEGER NOT NULL,
    slot TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('scheduled', 'manual')),
    status TEXT NOT NULL CHECK (status IN ('running', 'finished')),
    outcome TEXT CHECK (outcome IN ('done', 'skipped-budget', 'failed')),
    message TEXT,
    keywords INTEGER NOT NULL DEFAULT 0,
    started_at TEXT NOT NULL,
    finished_at TEXT,
    UNIQUE (site_id, slot)
  );
  CREATE TABLE IF NOT EXISTS positions_days (
    keyword_id INTEGER NOT NULL,
    day TEXT NOT NULL,
    position INTEGER CHECK (position IS NULL OR position > 0),
    url TEXT,
    top10 TEXT NOT NULL DEFAULT '[]',
    task_id TEXT,
    checked_at TEXT NOT NULL,
    PRIMARY KEY (keyword_id, day)
  );
  -- demo data seeded once per store (a name per seed)
  CREATE TABLE IF NOT EXISTS positions_seeds (name TEXT PRIMARY KEY, at TEXT NOT NULL);
`;

export interface SeedRun {
  slot: string;
  outcome: RunOutcome;
  message: string;
  days: Omit<PositionRow, 'checked_at'>[];
}

/** A run still "running" this long after it started belongs to a process that died: it failed. */
const STALE_RUN_MS = 2 * 3_600_000;

type Raw<T, K extends keyof T> = Omit<T, K> & Record<K, unknown>;

const keywordOf = (r: Raw<TrackedKeyword, 'tags'>): TrackedKeyword => ({
  ...r,
  tags: JSON.parse(String(r.tags)) as string[],
});
const settingsOf = (r: Raw<SiteSettings, 'subdomains'>): SiteSettings => ({
  ...r,
  subdomains: r.subdomains === 1,
});
const dayOf = (r: Raw<PositionRow, 'top10'>): PositionRow => ({
  ...r,
  top10: JSON.parse(String(r.top10)) as string[],
});

export class PositionsRepo {
  constructor(
    private readonly db: Database.Database,
    private readonly now: () => Date = () => new Date(),
  ) {
    db.exec(SCHEMA);
  }

  settings(siteId: number): SiteSettings | undefined {
    const r = this.db.prepare('SELECT * FROM positions_sites WHERE site_id = ?').get(siteId);
    return r ? settingsOf(r as Raw<SiteSettings, 'subdomains'>) : undefined;
  }

  /** Every site with a schedule and at least one keyword. */
  scheduledSites(): SiteSettings[] {
    return (
      this.db
        .prepare(
          'SELECT s.* FROM positions_sites s WHERE EXISTS (SELECT 1 FROM positions_keywords k WHERE k.site_id = s.site_id)',
        )
        .all() as Raw<SiteSettings, 'subdomains'>[]
    ).map(settingsOf);
  }

  /** Saves the settings; the schedule's time is reset only when the schedule itself changed. */
  saveSettings(s: Omit<SiteSettings, 'schedule_at'>): SiteSettings {
    const old = this.settings(s.site_id);
    const same = old && old.cadence === s.cadence && old.hour === s.hour && old.weekday === s.weekday;
    const at = same ? old.schedule_at : this.now().toISOString();
    this.db
      .prepare(
        `INSERT INTO positions_sites (site_id, domain, subdomains, cadence, hour, weekday, schedule_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (site_id) DO UPDATE SET domain = excluded.domain, subdomains = excluded.subdomains,
           cadence = excluded.cadence, hour = excluded.hour, weekday = excluded.weekday, schedule_at = excluded.schedule_at`,
      )
      .run(s.site_id, s.domain, s.subdomains ? 1 : 0, s.cadence, s.hour, s.weekday, at);
    return this.settings(s.site_id) as SiteSettings;
  }

  keywords(siteId: number): TrackedKeyword[] {
    return (
      this.db.prepare('SELECT * FROM positions_keywords WHERE site_id = ? ORDER BY id').all(siteId) as Raw<
        TrackedKeyword,
        'tags'
      >[]
    ).map(keywordOf);
  }

  keyword(id: number): TrackedKeyword | undefined {
    const r = this.db.prepare('SELECT * FROM positions_keywords WHERE id = ?').get(id);
    return r ? keywordOf(r as Raw<TrackedKeyword, 'tags'>) : undefined;
  }

  countKeywords(siteId: number): number {
    return (
      this.db.prepare('SELECT COUNT(*) AS n FROM positions_keywords WHERE site_id = ?').get(siteId) as {
        n: number;
      }
    ).n;
  }

  /** Adds keywords, skipping those already tracked with the same parameters; returns how many were new. */
  addKeywords(siteId: number, list: NewKeyword[]): number {
    const at = this.now().toISOString();
    const ins = this.db.prepare(
      `INSERT OR IGNORE INTO positions_keywords
         (site_id, keyword, location_id, language_code, device, search_engine, tags, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    return this.db.transaction(() => {
      let added = 0;
      for (const k of list)
        added += ins.run(
          siteId,
          k.keyword,
          k.location_id,
          k.language_code,
          k.device,
          k.search_engine,
          JSON.stringify(k.tags),
          at,
        ).changes;
      return added;
    })();
  }

  removeKeyword(id: number): boolean {
    return this.db.transaction(() => {
      this.db.prepare('DELETE FROM positions_days WHERE keyword_id = ?').run(id);
      return this.db.prepare('DELETE FROM positions_keywords WHERE id = ?').run(id).changes > 0;
    })();
  }

  /**
   * Claims a run: the insert either wins the (site, slot) row or finds it taken (another process, or an earlier
   * tick, ran that slot). Also refuses while another run of the site is still going.
   */
  claimRun(siteId: number, slot: string, kind: Run['kind'], keywords: number): Run | undefined {
    const at = this.now();
    const stale = new Date(at.getTime() - STALE_RUN_MS).toISOString();
    return this.db
      .transaction(() => {
        this.db
          .prepare(
            `UPDATE positions_runs SET status = 'finished', outcome = 'failed', finished_at = ?,
               message = 'The server stopped during this run.' WHERE status = 'running' AND started_at < ?`,
          )
          .run(at.toISOString(), stale);
        if (this.running(siteId)) return undefined;
        const r = this.db
          .prepare(
            `INSERT OR IGNORE INTO positions_runs (site_id, slot, kind, status, keywords, started_at)
             VALUES (?, ?, ?, 'running', ?, ?)`,
          )
          .run(siteId, slot, kind, keywords, at.toISOString());
        return r.changes ? this.run(Number(r.lastInsertRowid)) : undefined;
      })
      .immediate();
  }

  /** Records a run that was due but not started (e.g. the budget refused it): the slot is spent all the same. */
  finishRun(id: number, outcome: RunOutcome, message: string | null): void {
    this.db
      .prepare(
        "UPDATE positions_runs SET status = 'finished', outcome = ?, message = ?, finished_at = ? WHERE id = ?",
      )
      .run(outcome, message, this.now().toISOString(), id);
  }

  run(id: number): Run | undefined {
    return this.db.prepare('SELECT * FROM positions_runs WHERE id = ?').get(id) as Run | undefined;
  }

  running(siteId: number): Run | undefined {
    return this.db
      .prepare(
        "SELECT * FROM positions_runs WHERE site_id = ? AND status = 'running' ORDER BY id DESC LIMIT 1",
      )
      .get(siteId) as Run | undefined;
  }

  runs(siteId: number, limit = 10): Run[] {
    return this.db
      .prepare('SELECT * FROM positions_runs WHERE site_id = ? ORDER BY id DESC LIMIT ?')
      .all(siteId, limit) as Run[];
  }

  hasRun(siteId: number, slot: string): boolean {
    return Boolean(
      this.db.prepare('SELECT 1 FROM positions_runs WHERE site_id = ? AND slot = ?').get(siteId, slot),
    );
  }

  /** One row per keyword per day: a second check the same day replaces the first. */
  recordDay(row: Omit<PositionRow, 'checked_at'>): void {
    this.db
      .prepare(
        `INSERT INTO positions_days (keyword_id, day, position, url, top10, task_id, checked_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (keyword_id, day) DO UPDATE SET position = excluded.position, url = excluded.url,
           top10 = excluded.top10, task_id = excluded.task_id, checked_at = excluded.checked_at`,
      )
      .run(
        row.keyword_id,
        row.day,
        row.position,
        row.url,
        JSON.stringify(row.top10),
        row.task_id,
        this.now().toISOString(),
      );
  }

  history(keywordId: number, since = '0000-00-00'): PositionRow[] {
    return (
      this.db
        .prepare('SELECT * FROM positions_days WHERE keyword_id = ? AND day >= ? ORDER BY day')
        .all(keywordId, since) as Raw<PositionRow, 'top10'>[]
    ).map(dayOf);
  }

  /** The site's days since `since`, grouped by keyword (for the table's summaries). */
  siteDays(siteId: number, since: string): Map<number, PositionRow[]> {
    const rows = (
      this.db
        .prepare(
          `SELECT d.* FROM positions_days d JOIN positions_keywords k ON k.id = d.keyword_id
           WHERE k.site_id = ? AND d.day >= ? ORDER BY d.day`,
        )
        .all(siteId, since) as Raw<PositionRow, 'top10'>[]
    ).map(dayOf);
    const out = new Map<number, PositionRow[]>();
    for (const r of rows) {
      const list = out.get(r.keyword_id);
      if (list) list.push(r);
      else out.set(r.keyword_id, [r]);
    }
    return out;
  }

  /** The best position each keyword of the site ever had (null when never found). */
  bestEver(siteId: number): Map<number, number | null> {
    const rows = this.db
      .prepare(
        `SELECT k.id AS id, MIN(d.position) AS best FROM positions_keywords k
         LEFT JOIN positions_days d ON d.keyword_id = k.id WHERE k.site_id = ? GROUP BY k.id`,
      )
      .all(siteId) as { id: number; best: number | null }[];
    return new Map(rows.map((r) => [r.id, r.best]));
  }

  /** True once per store and name: the first caller seeds. */
  claimSeed(name: string): boolean {
    return (
      this.db
        .prepare('INSERT OR IGNORE INTO positions_seeds (name, at) VALUES (?, ?)')
        .run(name, this.now().toISOString()).changes > 0
    );
  }

  /** A site with its keywords and past scheduled runs, in one transaction (the demo history). */
  seedSite(
    settings: Omit<SiteSettings, 'schedule_at'>,
    list: NewKeyword[],
    createdAt: string,
    build: (keywords: TrackedKeyword[]) => SeedRun[],
  ): void {
    this.db.transaction(() => {
      this.saveSettings(settings);
      this.addKeywords(settings.site_id, list);
      this.db
        .prepare('UPDATE positions_keywords SET created_at = ? WHERE site_id = ?')
        .run(createdAt, settings.site_id);
      const keywords = this.keywords(settings.site_id);
      const run = this.db.prepare(
        `INSERT INTO positions_runs (site_id, slot, kind, status, outcome, message, keywords, started_at, finished_at)
         VALUES (?, ?, 'scheduled', 'finished', ?, ?, ?, ?, ?)`,
      );
      const day = this.db.prepare(
        `INSERT OR REPLACE INTO positions_days (keyword_id, day, position, url, top10, task_id, checked_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      );
      for (const r of build(keywords)) {
        const done = new Date(Date.parse(r.slot) + 90_000).toISOString();
        run.run(settings.site_id, r.slot, r.outcome, r.message, keywords.length, r.slot, done);
        for (const d of r.days)
          day.run(d.keyword_id, d.day, d.position, d.url, JSON.stringify(d.top10), d.task_id, done);
      }
    })();
  }
}
