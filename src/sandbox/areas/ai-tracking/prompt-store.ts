import type Database from 'better-sqlite3';
import { deriveKeywordMetrics } from './keyword-metrics.ts';
import type { PromptRow } from './store.ts';

/** Prompts of an engine are links between the engine and a keyword shared by every engine. */

const PROMPT_SELECT = `
  SELECT p.id, p.engine_id, p.keyword_id, k.keyword, k.search_volume, k.intents, p.added_at, p.check_at
  FROM airt_prompts p JOIN airt_keywords k ON k.id = p.keyword_id`;

/** Duplicates are detected on the trimmed, lower-cased, single-spaced text. */
export function normalizeKeyword(keyword: string): string {
  return keyword.trim().replace(/\s+/g, ' ').toLowerCase();
}

export function listPrompts(db: Database.Database, engineId: number, limit = -1, offset = 0): PromptRow[] {
  return db
    .prepare(`${PROMPT_SELECT} WHERE p.engine_id = ? ORDER BY p.id LIMIT ? OFFSET ?`)
    .all(engineId, limit, offset) as PromptRow[];
}

export function countPrompts(db: Database.Database, engineId: number): number {
  return (
    db.prepare('SELECT COUNT(*) AS n FROM airt_prompts WHERE engine_id = ?').get(engineId) as { n: number }
  ).n;
}

export function ensureKeyword(
  db: Database.Database,
  keyword: string,
  metrics?: { search_volume: number | null; intents: string | null; id?: number },
): number {
  const norm = normalizeKeyword(keyword);
  const found = db.prepare('SELECT id FROM airt_keywords WHERE norm = ?').get(norm) as
    { id: number } | undefined;
  if (found) return found.id;
  const m = metrics ?? deriveKeywordMetrics(norm);
  const res = db
    .prepare('INSERT INTO airt_keywords (id, keyword, norm, search_volume, intents) VALUES (?, ?, ?, ?, ?)')
    .run(metrics?.id ?? null, keyword.trim().replace(/\s+/g, ' '), norm, m.search_volume, m.intents);
  return Number(res.lastInsertRowid);
}

/** The new link id, or undefined when the engine already tracks the keyword. */
export function insertPrompt(
  db: Database.Database,
  p: { engine_id: number; keyword_id: number; added_at: number | null; check_at: number | null; id?: number },
): number | undefined {
  const res = db
    .prepare(
      `INSERT INTO airt_prompts (id, engine_id, keyword_id, added_at, check_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT(engine_id, keyword_id) DO NOTHING`,
    )
    .run(p.id ?? null, p.engine_id, p.keyword_id, p.added_at, p.check_at);
  return res.changes === 1 ? Number(res.lastInsertRowid) : undefined;
}

/** Deletes the engine's links among `ids` (others are ignored); how many went. */
export function deletePrompts(db: Database.Database, engineId: number, ids: number[]): number {
  const del = db.prepare('DELETE FROM airt_prompts WHERE engine_id = ? AND id = ?');
  return ids.reduce((n, id) => n + del.run(engineId, id).changes, 0);
}

export function recordDeletedCheckDate(db: Database.Database, engineId: number, date: string | null): void {
  if (date === null) return;
  db.prepare(
    `UPDATE airt_engines SET deleted_check_date = ? WHERE id = ?
       AND (deleted_check_date IS NULL OR deleted_check_date < ?)`,
  ).run(date, engineId, date);
}
