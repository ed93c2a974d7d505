/**
 * Every route of the app on the seeded sandbox, one address each (tabs that are their own view count as routes).
 * Shared by the axe check (e2e/a11y.spec.ts), the request count (bench/pages.ts) and Lighthouse
 * (bench/lighthouse.ts), so the three always cover the same pages. `name` is the figure's key.
 */
export interface AppRoute {
  name: string;
  path: string;
}

const AUDIT = 5101;
const SERP_TASK = 480001;
const BACKLINK_REPORT = 1;

export const APP_ROUTES: readonly AppRoute[] = [
  { name: 'home', path: '/' },
  { name: 'ai', path: '/sites/101/ai' },
  { name: 'ai_engine', path: '/sites/101/ai/301' },
  { name: 'audits', path: '/audits' },
  { name: 'audit', path: `/audits/${AUDIT}` },
  { name: 'audit_pages', path: `/audits/${AUDIT}/pages` },
  { name: 'audit_links', path: `/audits/${AUDIT}/links` },
  { name: 'audit_history', path: `/audits/${AUDIT}/history` },
  { name: 'keywords_export', path: '/keywords' },
  { name: 'keywords_similar', path: '/keywords?tab=similar' },
  { name: 'keywords_related', path: '/keywords?tab=related' },
  { name: 'keywords_questions', path: '/keywords?tab=questions' },
  { name: 'keywords_longtail', path: '/keywords?tab=longtail' },
  { name: 'serp', path: '/serp' },
  { name: 'serp_task', path: `/serp/${SERP_TASK}` },
  { name: 'backlinks', path: '/backlinks' },
  { name: 'backlinks_report', path: `/backlinks/${BACKLINK_REPORT}` },
  { name: 'backlinks_report_backlinks', path: `/backlinks/${BACKLINK_REPORT}?tab=backlinks` },
  { name: 'backlinks_report_domains', path: `/backlinks/${BACKLINK_REPORT}?tab=domains` },
  { name: 'backlinks_report_anchors', path: `/backlinks/${BACKLINK_REPORT}?tab=anchors` },
  { name: 'plan', path: '/sites/101/plan' },
  { name: 'groups', path: '/groups' },
  { name: 'account', path: '/account' },
  { name: 'report', path: '/reports/101' },
];
