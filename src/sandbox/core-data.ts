import type Database from 'better-sqlite3';

/**
 * Data shared by several areas: the sites (AI tracking, checklist, groups and audits all name them) and the
 * account balance (backlink reports withdraw from it). Areas read and write these through the functions
 * here, never through each other's tables.
 */

export interface SiteRow {
  id: number;
  url: string;
  title: string;
  group_id: number | null;
}

export const SEED_SITES: SiteRow[] = [
  { id: 101, url: 'https://www.northwind-outdoor.com', title: 'Northwind Outdoor', group_id: 11 },
  { id: 102, url: 'https://bloom-botanics.co.uk', title: 'Bloom Botanics', group_id: 11 },
  { id: 103, url: 'https://www.quantaledger.io', title: 'QuantaLedger', group_id: 12 },
];

export function migrateCore(db: Database.Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS sites (
      id INTEGER PRIMARY KEY,
      url TEXT NOT NULL,
      title TEXT NOT NULL,
      group_id INTEGER
    );
    CREATE TABLE IF NOT EXISTS account (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      balance REAL NOT NULL,
      currency_code TEXT NOT NULL
    );
  `);
}

export function seedCore(db: Database.Database): void {
  const ins = db.prepare('INSERT INTO sites (id, url, title, group_id) VALUES (?, ?, ?, ?)');
  for (const s of SEED_SITES) ins.run(s.id, s.url, s.title, s.group_id);
  db.prepare('INSERT INTO account (id, balance, currency_code) VALUES (1, ?, ?)').run(250.0, 'USD');
}

export function getSite(db: Database.Database, id: number): SiteRow | undefined {
  return db.prepare('SELECT id, url, title, group_id FROM sites WHERE id = ?').get(id) as SiteRow | undefined;
}

export function listSites(db: Database.Database): SiteRow[] {
  return db.prepare('SELECT id, url, title, group_id FROM sites ORDER BY id').all() as SiteRow[];
}

/** A site for a newly audited domain, so audit list items always carry a real site_id. */
export function ensureSiteForUrl(db: Database.Database, url: string, title: string): SiteRow {
  const existing = db.prepare('SELECT id, url, title, group_id FROM sites WHERE url = ?').get(url) as
    SiteRow | undefined;
  if (existing) return existing;
  const next = (db.prepare('SELECT COALESCE(MAX(id), 100) + 1 AS id FROM sites').get() as { id: number }).id;
  db.prepare('INSERT INTO sites (id, url, title, group_id) VALUES (?, ?, ?, NULL)').run(next, url, title);
  return { id: next, url, title, group_id: null };
}

export function setSiteGroup(db: Database.Database, siteId: number, groupId: number | null): void {
  db.prepare('UPDATE sites SET group_id = ? WHERE id = ?').run(groupId, siteId);
}

export function getBalance(db: Database.Database): { balance: number; currency_code: string } {
  return db.prepare('SELECT balance, currency_code FROM account WHERE id = 1').get() as {
    balance: number;
    currency_code: string;
  };
}

/** Withdraws `amount` if the balance covers it; false (and nothing changed) otherwise. */
export function withdraw(db: Database.Database, amount: number): boolean {
  const res = db
    .prepare('UPDATE account SET balance = ROUND(balance - ?, 2) WHERE id = 1 AND balance >= ?')
    .run(amount, amount);
  return res.changes === 1;
}
