/**
 * For tests: one audit of the audit list as the service writes it (spec: Website audit, list), finished and
 * attached to a site, with what the test gives over it. Pages read the list to name the sites they know.
 */
export const auditItem = (o: { id: number; site_id: number; url: string; title: string }) => ({
  group_id: null,
  has_project: true,
  last_update: null,
  status: 'finished',
  error: null,
  error_params: null,
  stats: [],
  prev_stats: [],
  version: '1',
  owner_account_id: null,
  is_new: 0,
  ...o,
});
