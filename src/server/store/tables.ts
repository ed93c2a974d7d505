import type { RowOf } from './columns.ts';
import { TABLES } from './schema.ts';

/**
 * The proxy's tables as Kysely sees them, derived from their declaration in `schema.ts`: JSON columns hold their
 * values and booleans are booleans (the store's plugin maps both), times are ISO 8601 text.
 */
type T = typeof TABLES;

export type LedgerTable = RowOf<T['ledger']>;
export type AnswerCacheTable = RowOf<T['answer_cache']>;
export type AuditChargesTable = RowOf<T['audit_charges']>;
export type AuditPagesTable = RowOf<T['audit_pages']>;
export type AuditDatesTable = RowOf<T['audit_dates']>;
export type SerpArchiveTable = RowOf<T['serp_archive']>;
export type AnnotationsTable = RowOf<T['annotations']>;
export type SharesTable = RowOf<T['shares']>;
export type PositionsSitesTable = RowOf<T['positions_sites']>;
export type PositionsKeywordsTable = RowOf<T['positions_keywords']>;
export type PositionsRunsTable = RowOf<T['positions_runs']>;
export type PositionsRunKeywordsTable = RowOf<T['positions_run_keywords']>;
export type PositionsDaysTable = RowOf<T['positions_days']>;
export type PositionsSeedsTable = RowOf<T['positions_seeds']>;
export type PendingCallsTable = RowOf<T['pending_calls']>;
export type PaceSlotsTable = RowOf<T['pace_slots']>;
export type TeamSessionsEndedTable = RowOf<T['team_sessions_ended']>;
export type GroupSitesTable = RowOf<T['group_sites']>;
export type PeopleTable = RowOf<T['people']>;
export type ActivityTable = RowOf<T['activity']>;

export type Tables = { [K in keyof T]: RowOf<T[K]> };
