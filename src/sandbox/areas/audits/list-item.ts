import type Database from 'better-sqlite3';
import { isoDate } from '../../clock.ts';
import { crawlModel } from './model.ts';
import { AUDIT_VERSION } from './report.ts';
import { currentModel, groupIdOf, statsOf, type AuditState } from './state.ts';

/** The account that owns every sandbox audit. */
export const OWNER_ACCOUNT_ID = 70412;

/** Last activity: the end of the crawl once finished, its start before. */
export const lastActivity = (s: AuditState) => s.current.finishedAt ?? s.current.start;

export function auditListItem(db: Database.Database, s: AuditState) {
  const prev = s.previous;
  return {
    id: s.audit.id,
    group_id: groupIdOf(db, s.audit.site_id),
    url: s.audit.url,
    title: s.audit.title,
    has_project: true,
    site_id: s.audit.site_id,
    last_update: isoDate(new Date(lastActivity(s))),
    status: s.status,
    error: null,
    error_params: null,
    stats: statsOf(currentModel(s)),
    prev_stats: prev ? statsOf(crawlModel(s.audit.id, prev.run.run_no, prev.pages)) : null,
    version: AUDIT_VERSION,
    owner_account_id: OWNER_ACCOUNT_ID,
    is_new: s.audit.is_new,
  };
}
