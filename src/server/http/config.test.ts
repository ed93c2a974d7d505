import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

const SECRET = 'a'.repeat(32);

describe('DATABASE_URL', () => {
  it('is off by default: the embedded SQLite store', () => {
    expect(readConfig({}).databaseUrl).toBeUndefined();
  });

  it('takes a postgres:// address with SHARE_SECRET', () => {
    const url = 'postgres://sb:pw@db.internal:5432/searchboard';
    expect(readConfig({ DATABASE_URL: url, SHARE_SECRET: SECRET }).databaseUrl).toBe(url);
  });

  it('refuses PostgreSQL without SHARE_SECRET, saying why: "replicas must agree"', () => {
    expect(() => readConfig({ DATABASE_URL: 'postgres://localhost/sb' })).toThrow(
      /DATABASE_URL is set but SHARE_SECRET is not: every server sharing this database must sign share links/,
    );
  });

  it('refuses an address that is not PostgreSQL', () => {
    expect(() => readConfig({ DATABASE_URL: 'mysql://localhost/sb', SHARE_SECRET: SECRET })).toThrow(
      /must be a postgres:\/\/ address/,
    );
    expect(() => readConfig({ DATABASE_URL: 'not a url', SHARE_SECRET: SECRET })).toThrow(
      /not a valid address/,
    );
  });
});
