import type Database from 'better-sqlite3';
import { getSite, listSites } from '../../core-data.ts';
import { HttpError } from '../../http.ts';
import { createRng } from '../../rng.ts';
import { CUSTOM_SECTION, SEED_CUSTOM_TASKS, SEED_PROGRESS, TEMPLATE } from './template.ts';

/**
 * Checklist items are stored per site. A site created later (an audit of a new domain adds one) gets its copy
 * of the template on first use, so every known site has a checklist without a seed for it.
 */

export interface ItemRow {
  id: number;
  site_id: number;
  section_id: string;
  position: number;
  title: string;
  text: string;
  checked: number;
  custom: number;
}

export function migrateChecklist(db: Database.Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS checklist_sites (site_id INTEGER PRIMARY KEY);
    CREATE TABLE IF NOT EXISTS checklist_items (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      site_id INTEGER NOT NULL,
      section_id TEXT NOT NULL,
      position INTEGER NOT NULL,
      title TEXT NOT NULL,
      text TEXT NOT NULL,
      checked INTEGER NOT NULL DEFAULT 0,
      custom INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX IF NOT EXISTS checklist_items_site ON checklist_items (site_id, section_id, position);
  `);
}

/** Copies the template for a site once; `progress` is the share of items seeded as done. */
function materialise(db: Database.Database, siteId: number, progress = 0): void {
  const done = db.prepare('SELECT 1 FROM checklist_sites WHERE site_id = ?').get(siteId);
  if (done) return;
  const rng = createRng(`checklist:${siteId}`);
  const ins = db.prepare(
    'INSERT INTO checklist_items (site_id, section_id, position, title, text, checked, custom) VALUES (?, ?, ?, ?, ?, ?, 0)',
  );
  TEMPLATE.forEach((section, si) => {
    section.items.forEach((item, pos) => {
      // Earlier sections are more likely done: a plan is worked through roughly in order.
      const p = Math.min(0.95, progress * (1.3 - si * 0.1));
      ins.run(siteId, section.id, pos, item.title, item.text, rng.chance(p) ? 1 : 0);
    });
  });
  db.prepare('INSERT INTO checklist_sites (site_id) VALUES (?)').run(siteId);
}

export function seedChecklist(db: Database.Database): void {
  for (const [siteId, progress] of Object.entries(SEED_PROGRESS)) {
    if (getSite(db, Number(siteId))) materialise(db, Number(siteId), progress);
  }
  for (const t of SEED_CUSTOM_TASKS) {
    if (getSite(db, t.siteId)) insertCustom(db, t.siteId, t.title, t.text, t.checked);
  }
}

/** The site of a path, with its checklist ready; 404 for an unknown site. */
export function siteChecklist(db: Database.Database, rawSiteId: string | undefined): number {
  const id = /^\d+$/.test(rawSiteId ?? '') ? Number(rawSiteId) : NaN;
  if (!Number.isSafeInteger(id) || !getSite(db, id))
    throw new HttpError(404, `Site ${rawSiteId ?? ''} not found`);
  db.transaction(() => materialise(db, id))();
  return id;
}

export function siteItems(db: Database.Database, siteId: number): ItemRow[] {
  return db
    .prepare('SELECT * FROM checklist_items WHERE site_id = ? ORDER BY position, id')
    .all(siteId) as ItemRow[];
}

function insertCustom(
  db: Database.Database,
  siteId: number,
  title: string,
  text: string,
  checked = false,
): number {
  const next = db
    .prepare(
      'SELECT COALESCE(MAX(position), -1) + 1 AS p FROM checklist_items WHERE site_id = ? AND section_id = ?',
    )
    .get(siteId, CUSTOM_SECTION.id) as { p: number };
  const res = db
    .prepare(
      'INSERT INTO checklist_items (site_id, section_id, position, title, text, checked, custom) VALUES (?, ?, ?, ?, ?, ?, 1)',
    )
    .run(siteId, CUSTOM_SECTION.id, next.p, title, text, checked ? 1 : 0);
  return Number(res.lastInsertRowid);
}

/** Adds a custom task to one site, or to every site with `forAll`; returns the id of the site's own copy. */
export function addTask(
  db: Database.Database,
  siteId: number,
  title: string,
  text: string,
  forAll: boolean,
): number {
  return db.transaction(() => {
    let own = 0;
    const sites = forAll ? listSites(db).map((s) => s.id) : [siteId];
    for (const id of sites) {
      materialise(db, id);
      const taskId = insertCustom(db, id, title, text);
      if (id === siteId) own = taskId;
    }
    return own;
  })();
}

/** A task of the site by its id as sent (string or number); 404 when the site has no such task. */
export function findTask(db: Database.Database, siteId: number, rawId: unknown): ItemRow {
  const s = typeof rawId === 'number' ? String(rawId) : typeof rawId === 'string' ? rawId.trim() : '';
  const row = /^\d+$/.test(s)
    ? (db.prepare('SELECT * FROM checklist_items WHERE id = ? AND site_id = ?').get(Number(s), siteId) as
        ItemRow | undefined)
    : undefined;
  if (!row) throw new HttpError(404, `Task ${s} not found`);
  return row;
}
