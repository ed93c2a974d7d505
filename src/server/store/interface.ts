import type { Kysely } from 'kysely';
import type { Tables } from './tables.ts';

/**
 * The store's interface, apart from the engines that implement it (store.ts opens SQLite and loads pg-store.ts only
 * for PostgreSQL; both import this, so neither imports the other's file back).
 */
export type Q = Kysely<Tables>;

export interface Store {
  readonly engine: 'sqlite' | 'postgres';
  readonly db: Q;
  /**
   * A write transaction no other writer of this store can interleave with, in this process or another: SQLite's
   * `BEGIN IMMEDIATE`, PostgreSQL's transaction-scoped advisory lock. The budget's check-and-reserve and the
   * shared pace run in one. Every statement inside must use the `q` given, never `db`.
   */
  exclusive<T>(fn: (q: Q) => Promise<T>): Promise<T>;
  /** An atomic transaction (all or nothing), not exclusive on PostgreSQL. */
  transaction<T>(fn: (q: Q) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
