import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteStore } from './store.ts';

const tables = (db: Database.Database) =>
  (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map(
    (r) => r.name,
  );

describe('the SQLite schema', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = '';
  });

  it('brings a store of the synchronous store (audit dates as its third change) to the same tables', async () => {
    dir = mkdtempSync(join(tmpdir(), 'sb-schema-'));
    await openSqliteStore(dir).close();
    const path = join(dir, 'searchboard.db');
    // what the store of before issue 22 left at version 3: audit_dates, and no tables shared by replicas
    const old = new Database(path);
    const full = tables(old);
    old.exec('DROP TABLE pending_calls; DROP TABLE pace_slots; DROP TABLE positions_seeds;');
    // nor what later versions added to a table it had
    old.exec(
      'DROP TABLE positions_run_keywords; ALTER TABLE positions_runs DROP COLUMN owner; ' +
        'ALTER TABLE positions_runs DROP COLUMN lease_until; ALTER TABLE positions_runs DROP COLUMN hold_id;',
    );
    old.pragma('user_version = 3');
    old.close();

    const store = openSqliteStore(dir);
    await store.db.insertInto('pending_calls').values({ key: 'k', owner: 'o', started_at: 'now' }).execute();
    await store.db.insertInto('pace_slots').values({ pace: 'p', at_ms: 1 }).execute();
    await store.db.insertInto('positions_seeds').values({ name: 'n', at: 'now' }).execute();
    await store.close();
    const again = new Database(path);
    expect(tables(again).sort()).toEqual(full.sort());
    expect(again.pragma('user_version', { simple: true })).toBe(7);
    again.close();
  });
});
