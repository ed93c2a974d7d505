import type Database from 'better-sqlite3';
import { DAY_MS, isoDateTime } from '../../clock.ts';
import { HttpError, type SandboxContext } from '../../http.ts';

/**
 * SERP tasks. A task is complete `serpMs` after it was added and its results are kept 24 hours after that,
 * all computed from the clock at request time. Seeded tasks are "added N hours ago" counted from when the demo
 * data was seeded, then age like any other (rows of an older seed may still hold an age, `age_ms`).
 */

export const RETENTION_MS = DAY_MS;

export function migrateSerp(db: Database.Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS serp_tasks (
      id INTEGER PRIMARY KEY,
      query TEXT NOT NULL,
      device TEXT NOT NULL,
      language_code TEXT NOT NULL,
      location_id INTEGER NOT NULL,
      tag TEXT,
      added_ms INTEGER,
      age_ms INTEGER,
      CHECK (added_ms IS NOT NULL OR age_ms IS NOT NULL)
    );
    CREATE INDEX IF NOT EXISTS serp_tasks_added ON serp_tasks (added_ms);
    CREATE TABLE IF NOT EXISTS serp_create_log (id INTEGER PRIMARY KEY, at_ms INTEGER NOT NULL);
  `);
}

interface Row {
  id: number;
  query: string;
  device: 'desktop' | 'mobile';
  language_code: string;
  location_id: number;
  tag: string | null;
  added_ms: number | null;
  age_ms: number | null;
}

export interface Task extends Omit<Row, 'added_ms' | 'age_ms'> {
  addedMs: number;
  completedMs: number;
}

function toTask(r: Row, ctx: SandboxContext): Task {
  const addedMs = r.added_ms ?? ctx.clock.now().getTime() - (r.age_ms ?? 0);
  const { added_ms: _a, age_ms: _b, ...rest } = r;
  return { ...rest, addedMs, completedMs: addedMs + ctx.timing.serpMs };
}

export const isCompleted = (t: Task, nowMs: number) => nowMs >= t.completedMs;

/** The wire shape of a SERP task. */
export function taskJson(t: Task, nowMs: number) {
  return {
    id: t.id,
    query: t.query,
    location_id: t.location_id,
    language_code: t.language_code,
    is_completed: isCompleted(t, nowMs),
    added: isoDateTime(new Date(t.addedMs)),
  };
}

/** The expression of a row's added time, for SQL filters (seeded rows float with the clock). */
const ADDED = 'COALESCE(added_ms, @now - age_ms)';

export function getTask(ctx: SandboxContext, id: number): Task | undefined {
  const r = ctx.db.prepare('SELECT * FROM serp_tasks WHERE id = ?').get(id) as Row | undefined;
  return r && toTask(r, ctx);
}

/** A task whose results can be read now, or the 404 explaining why not (unknown, or past retention). */
export function readableTask(ctx: SandboxContext, id: number): Task {
  const t = getTask(ctx, id);
  if (!t) throw new HttpError(404, `SERP task ${id} not found`);
  if (ctx.clock.now().getTime() > t.completedMs + RETENTION_MS) {
    throw new HttpError(404, `SERP task ${id} results expired: results are kept 24 hours after collection`);
  }
  return t;
}

export function recentTasks(ctx: SandboxContext): Task[] {
  const now = ctx.clock.now().getTime();
  const rows = ctx.db
    .prepare(
      `SELECT * FROM serp_tasks WHERE ${ADDED} > @since AND ${ADDED} <= @now ORDER BY ${ADDED} DESC, id DESC`,
    )
    .all({ now, since: now - DAY_MS }) as Row[];
  return rows.map((r) => toTask(r, ctx));
}

export function unfinishedCount(ctx: SandboxContext): number {
  const now = ctx.clock.now().getTime();
  const row = ctx.db
    .prepare(`SELECT COUNT(*) AS n FROM serp_tasks WHERE ${ADDED} + @serp > @now`)
    .get({ now, serp: ctx.timing.serpMs }) as { n: number };
  return row.n;
}

/** Accepted creation calls in the last second (a sliding window). */
export function recentCreateCalls(ctx: SandboxContext): number {
  const now = ctx.clock.now().getTime();
  ctx.db.prepare('DELETE FROM serp_create_log WHERE at_ms <= ?').run(now - 60_000);
  return (
    ctx.db
      .prepare('SELECT COUNT(*) AS n FROM serp_create_log WHERE at_ms > ? AND at_ms <= ?')
      .get(now - 1000, now) as {
      n: number;
    }
  ).n;
}

export interface NewTask {
  query: string;
  device: 'desktop' | 'mobile';
  language_code: string;
  location_id: number;
  tag: string | null;
}

export function insertTasks(ctx: SandboxContext, tasks: NewTask[]): Task[] {
  const now = ctx.clock.now().getTime();
  const ins = ctx.db.prepare(
    'INSERT INTO serp_tasks (query, device, language_code, location_id, tag, added_ms) VALUES (?, ?, ?, ?, ?, ?)',
  );
  return ctx.db.transaction(() => {
    ctx.db.prepare('INSERT INTO serp_create_log (at_ms) VALUES (?)').run(now);
    // Rows far past retention are dropped for good; until then they answer "expired" rather than "not found".
    ctx.db
      .prepare('DELETE FROM serp_tasks WHERE added_ms IS NOT NULL AND added_ms < ?')
      .run(now - 7 * DAY_MS);
    return tasks.map((t) => {
      const id = Number(
        ins.run(t.query, t.device, t.language_code, t.location_id, t.tag, now).lastInsertRowid,
      );
      return { id, ...t, addedMs: now, completedMs: now + ctx.timing.serpMs };
    });
  })();
}

export interface SeedTask extends NewTask {
  id: number;
  /** fixed when the demo data is seeded, so the task ages and expires like any other */
  addedMs: number;
}

export function insertSeedTask(db: Database.Database, t: SeedTask): void {
  db.prepare(
    'INSERT INTO serp_tasks (id, query, device, language_code, location_id, tag, added_ms) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(t.id, t.query, t.device, t.language_code, t.location_id, t.tag, t.addedMs);
}
