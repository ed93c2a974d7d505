import type Database from 'better-sqlite3';
import { getSite } from '../../core-data.ts';
import { HttpError } from '../../http.ts';
import type { RegionSettings } from './regions.ts';

/** Tables of AI result tracking. Positions are not stored: they are generated per (engine, keyword, date). */
export function migrateAiTracking(db: Database.Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS airt_brands (
      site_id INTEGER PRIMARY KEY,
      brand TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS airt_engines (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      site_id INTEGER NOT NULL,
      base_name TEXT NOT NULL,
      country_code TEXT NOT NULL,
      region_name TEXT,
      lang_code TEXT,
      region_settings TEXT,
      -- latest finished check of prompts deleted since, so status keeps its history without them
      deleted_check_date TEXT
    );
    CREATE TABLE IF NOT EXISTS airt_keywords (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      keyword TEXT NOT NULL,
      norm TEXT NOT NULL UNIQUE,
      search_volume INTEGER,
      intents TEXT
    );
    CREATE TABLE IF NOT EXISTS airt_prompts (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      engine_id INTEGER NOT NULL REFERENCES airt_engines(id) ON DELETE CASCADE,
      keyword_id INTEGER NOT NULL REFERENCES airt_keywords(id),
      -- ms since epoch; NULL for seeded prompts, whose history always spans the last 90 days
      added_at INTEGER,
      -- ms since epoch when today's first check of the prompt finishes; NULL for seeded prompts
      check_at INTEGER,
      UNIQUE (engine_id, keyword_id)
    );
  `);
}

export interface EngineRow {
  id: number;
  site_id: number;
  base_name: string;
  country_code: string;
  region_name: string | null;
  lang_code: string | null;
  region_settings: string | null;
  deleted_check_date: string | null;
}

export interface PromptRow {
  id: number;
  engine_id: number;
  keyword_id: number;
  keyword: string;
  search_volume: number | null;
  intents: string | null;
  added_at: number | null;
  check_at: number | null;
}

export function requireSite(db: Database.Database, rawId: string | undefined): number {
  const id = Number(rawId);
  if (!Number.isInteger(id) || !getSite(db, id)) throw new HttpError(404, 'Site not found');
  return id;
}

export function requireEngine(
  db: Database.Database,
  rawSiteId: string | undefined,
  rawId: string | undefined,
): EngineRow {
  const siteId = requireSite(db, rawSiteId);
  const id = Number(rawId);
  const row = Number.isInteger(id)
    ? (db.prepare('SELECT * FROM airt_engines WHERE id = ? AND site_id = ?').get(id, siteId) as
        EngineRow | undefined)
    : undefined;
  if (!row) throw new HttpError(404, 'LLM engine not found');
  return row;
}

export function listEngines(db: Database.Database, siteId: number): EngineRow[] {
  return db.prepare('SELECT * FROM airt_engines WHERE site_id = ? ORDER BY id').all(siteId) as EngineRow[];
}

export function getEngine(db: Database.Database, id: number): EngineRow {
  return db.prepare('SELECT * FROM airt_engines WHERE id = ?').get(id) as EngineRow;
}

export interface EngineInput {
  site_id: number;
  base_name: string;
  country_code: string;
  region_name: string | null;
  lang_code: string | null;
  region_settings: RegionSettings | null;
}

export function insertEngine(db: Database.Database, e: EngineInput & { id?: number }): number {
  const res = db
    .prepare(
      `INSERT INTO airt_engines (id, site_id, base_name, country_code, region_name, lang_code, region_settings)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      e.id ?? null,
      e.site_id,
      e.base_name,
      e.country_code,
      e.region_name,
      e.lang_code,
      e.region_settings ? JSON.stringify(e.region_settings) : null,
    );
  return Number(res.lastInsertRowid);
}

export function updateEngine(
  db: Database.Database,
  id: number,
  e: { region_name: string | null; lang_code: string | null; region_settings: RegionSettings | null },
): void {
  db.prepare('UPDATE airt_engines SET region_name = ?, lang_code = ?, region_settings = ? WHERE id = ?').run(
    e.region_name,
    e.lang_code,
    e.region_settings ? JSON.stringify(e.region_settings) : null,
    id,
  );
}

export function deleteEngine(db: Database.Database, id: number): void {
  db.prepare('DELETE FROM airt_prompts WHERE engine_id = ?').run(id);
  db.prepare('DELETE FROM airt_engines WHERE id = ?').run(id);
}

export function engineJson(e: EngineRow) {
  return {
    id: e.id,
    site_id: e.site_id,
    base_name: e.base_name,
    country_code: e.country_code,
    region_name: e.region_name,
    lang_code: e.lang_code,
    // the service sends `[]` for engines without region settings
    region_settings: e.region_settings ? (JSON.parse(e.region_settings) as RegionSettings) : [],
  };
}

export function getBrand(db: Database.Database, siteId: number): string | null {
  const row = db.prepare('SELECT brand FROM airt_brands WHERE site_id = ?').get(siteId) as
    { brand: string } | undefined;
  return row?.brand ?? null;
}

export function setBrand(db: Database.Database, siteId: number, brand: string): void {
  db.prepare(
    'INSERT INTO airt_brands (site_id, brand) VALUES (?, ?) ON CONFLICT(site_id) DO UPDATE SET brand = excluded.brand',
  ).run(siteId, brand);
}
