import type { Generated } from 'kysely';

/**
 * The proxy's tables as both engines hold them (Kysely's view of the schema). Times are ISO 8601 text on both
 * engines, so they sort and compare the same; JSON is kept as text; booleans are 0/1 integers.
 */
export interface LedgerTable {
  id: Generated<number>;
  at: string;
  area: string;
  op: string;
  target: string | null;
  credits: number | null;
  estimated: Generated<number>;
  money_amount: number | null;
  money_currency: string | null;
  status: number;
  outcome: 'ok' | 'failed' | 'cache' | 'refused' | 'reserved' | 'unknown';
  detail: string | null;
}

export interface AnswerCacheTable {
  key: string;
  op: string;
  status: number;
  content_type: string;
  body: Buffer;
  stored_at: string;
  expires_at: string;
}

export interface AuditChargesTable {
  ledger_id: number;
  audit_id: string;
  op: string;
  kind: 'create' | 'recheck';
  max_pages: number | null;
  upper_bound: number | null;
  running_seen: Generated<number>;
  recorded_at: string;
  pages: number | null;
  settled_at: string | null;
}

export interface AuditPagesTable {
  audit_id: string;
  pages: number;
  seen_at: string;
}

export interface SerpArchiveTable {
  task_id: string;
  kind: 'standard' | 'advanced';
  body: Buffer;
  keyword: string | null;
  device: string | null;
  location_id: string | null;
  language_code: string | null;
  crawled_at: string | null;
  stored_at: string;
}

export interface AnnotationsTable {
  id: Generated<number>;
  site_id: number;
  date: string;
  label: string;
  note: string | null;
  created_at: string;
  updated_at: string;
}

export interface SharesTable {
  id: Generated<number>;
  site_id: number;
  label: string | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** the report's view as JSON (see share-view.ts); null on links made before views were stored */
  view: string | null;
}

export interface PositionsSitesTable {
  site_id: number;
  domain: string;
  subdomains: number;
  cadence: 'daily' | 'weekly';
  hour: number;
  weekday: number;
  schedule_at: string;
}

export interface PositionsKeywordsTable {
  id: Generated<number>;
  site_id: number;
  keyword: string;
  location_id: number;
  language_code: string;
  device: 'desktop' | 'mobile';
  search_engine: string;
  tags: string;
  created_at: string;
}

export interface PositionsRunsTable {
  id: Generated<number>;
  site_id: number;
  /** a scheduled slot (ISO time) or `manual:<ISO time>` */
  slot: string;
  kind: 'scheduled' | 'manual';
  status: 'running' | 'finished';
  outcome: 'done' | 'skipped-budget' | 'failed' | null;
  message: string | null;
  keywords: Generated<number>;
  started_at: string;
  finished_at: string | null;
  /** the process working on a running run, and until when: a run whose lease lapsed is taken over */
  owner: string | null;
  lease_until: string | null;
  /** the ledger row holding the run's whole cost against the budget while its tasks are queued */
  hold_id: number | null;
}

/**
 * Each keyword of a running run and how far it got, so that another process can take the run over without
 * paying twice: `todo` (not asked yet), `sending` (its task call may have gone out), `queued` (its task id is
 * known), `recorded`, `refused` (not queued: `note` says why). The rows go when the run finishes.
 */
export interface PositionsRunKeywordsTable {
  run_id: number;
  keyword_id: number;
  state: 'todo' | 'sending' | 'queued' | 'recorded' | 'refused';
  task_id: string | null;
  sent_at: string | null;
  note: string | null;
}

export interface PositionsDaysTable {
  keyword_id: number;
  day: string;
  position: number | null;
  url: string | null;
  top10: string;
  task_id: string | null;
  checked_at: string;
}

/** Every date an audit has a crawl snapshot on, as the proxy learns them from free reads (issue 20). */
export interface AuditDatesTable {
  audit_id: string;
  date: string;
  source: 'status' | 'report' | 'list' | 'history';
  first_seen_at: string;
}

/** Demo data seeded once per store: a row per seed's name (issue 23). */
export interface PositionsSeedsTable {
  name: string;
  at: string;
}

/** Paid calls in flight across replicas: one row per cache key while its one upstream call is out (issue 22). */
export interface PendingCallsTable {
  key: string;
  owner: string;
  started_at: string;
  /** renewed while the owner lives (its wall clock); null on rows written before it existed */
  beat_at: string | null;
  /** the reservation the call holds in the ledger, once made */
  ledger_id: number | null;
  /** when the call left for the service: a call of a dead owner that never left was not done */
  sent_at: string | null;
}

/** Start times given out toward one upstream key, shared by every replica (issue 22, the pace). */
export interface PaceSlotsTable {
  id: Generated<number>;
  pace: string;
  at_ms: number;
}

/** A team sign-in session ended before its expiry (team-sessions.ts); dropped once past it. */
export interface TeamSessionsEndedTable {
  id: string;
  expires_at: string;
}

export interface Tables {
  ledger: LedgerTable;
  answer_cache: AnswerCacheTable;
  audit_charges: AuditChargesTable;
  audit_pages: AuditPagesTable;
  serp_archive: SerpArchiveTable;
  annotations: AnnotationsTable;
  shares: SharesTable;
  positions_sites: PositionsSitesTable;
  positions_keywords: PositionsKeywordsTable;
  positions_runs: PositionsRunsTable;
  positions_days: PositionsDaysTable;
  positions_seeds: PositionsSeedsTable;
  positions_run_keywords: PositionsRunKeywordsTable;
  audit_dates: AuditDatesTable;
  pending_calls: PendingCallsTable;
  pace_slots: PaceSlotsTable;
  team_sessions_ended: TeamSessionsEndedTable;
}
