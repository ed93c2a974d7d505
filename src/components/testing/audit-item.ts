import type { AuditListItem } from '../../api/audit-schemas.ts';

/**
 * For tests: one audit of the audit list as the client holds it once parsed, the example site's finished audit
 * with no figures yet, with what the test gives over it.
 */
export const listedAudit = (over: Partial<AuditListItem> = {}): AuditListItem => ({
  id: 1,
  group_id: null,
  url: 'https://example.com',
  title: 'Example',
  has_project: true,
  site_id: 101,
  last_update: '2026-11-21',
  status: 'finished',
  error: null,
  error_params: null,
  stats: null,
  prev_stats: null,
  version: '1',
  owner_account_id: null,
  is_new: null,
  ...over,
});

/**
 * For tests: one audit of the audit list as the service writes it (spec: Website audit, list), finished and
 * attached to a site, with what the test gives over it. Pages read the list to name the sites they know.
 */
export const auditItem = (o: { id: number; site_id: number; url: string; title: string }) => ({
  ...listedAudit(),
  last_update: null,
  // the service sends an empty list, not null, for an audit with no figures yet
  stats: [],
  prev_stats: [],
  is_new: 0,
  ...o,
});
