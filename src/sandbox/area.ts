import type Database from 'better-sqlite3';
import type { Router, SandboxContext } from './http.ts';

/** One spec area of the emulator: its tables, its seed and its routes. */
export interface SandboxArea {
  name: string;
  /** CREATE TABLE IF NOT EXISTS … for this area's tables */
  migrate(db: Database.Database): void;
  /** deterministic demo data; runs once, inside a transaction, after every area migrated */
  seed(ctx: SandboxContext): void;
  /** at every start, after seeding (e.g. to name seeded data in the vocabulary of this start) */
  start?(ctx: SandboxContext): void;
  routes(router: Router): void;
}
