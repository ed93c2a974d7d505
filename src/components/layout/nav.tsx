import { Link } from '@tanstack/react-router';
import { useMe } from '../../api/me.ts';
import { roleAllows, type Need, type PersonRole } from '../../lib/people.ts';
import { AlertsBadge } from './alerts-badge.tsx';

const LINK = 'block rounded-md px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-100';
const ACTIVE = { className: 'bg-indigo-50 font-semibold text-indigo-800' };
/** A site page before any site is known: visible, so the area is discoverable, but not a dead link. */
function NeedsSite({ children }: { children: string }) {
  return (
    <span
      className="block cursor-not-allowed rounded-md px-3 py-1.5 text-sm text-slate-500"
      title="Choose or add a site first"
    >
      {children}
    </span>
  );
}

type SitePage = '/sites/$siteId/ai' | '/sites/$siteId/plan' | '/sites/$siteId/positions' | '/reports/$siteId';
type AreaPage =
  | '/audits'
  | '/keywords'
  | '/serp'
  | '/backlinks'
  | '/groups'
  | '/account'
  | '/people'
  | '/activity'
  | '/outbox'
  | '/alerts';

/** A page of the active site, or its name in grey while no site is known. */
function SiteLink({ to, siteId, children }: { to: SitePage; siteId: number | undefined; children: string }) {
  return siteId !== undefined ? (
    <Link to={to} params={{ siteId }} className={LINK} activeProps={ACTIVE}>
      {children}
    </Link>
  ) : (
    <NeedsSite>{children}</NeedsSite>
  );
}

/**
 * Every entry of the menu and what a role needs to see it (lib/people.ts, the table the server keeps its doors by).
 * A client sees only the pages of the sites given to them: `client` marks those.
 */
type Entry = { label: string; need: Need; client?: true } & (
  { site: SitePage } | { area: AreaPage } | { overview: true }
);
const ENTRIES: readonly Entry[] = [
  { label: 'Overview', need: 'read', overview: true },
  { label: 'AI visibility', need: 'read', site: '/sites/$siteId/ai' },
  { label: 'Audits', need: 'read', area: '/audits' },
  { label: 'Marketing plan', need: 'read', site: '/sites/$siteId/plan' },
  { label: 'Rank tracking', need: 'read', site: '/sites/$siteId/positions', client: true },
  { label: 'Keywords', need: 'read', area: '/keywords' },
  { label: 'SERP', need: 'read', area: '/serp' },
  { label: 'Backlinks', need: 'read', area: '/backlinks' },
  { label: 'Groups', need: 'read', area: '/groups' },
  { label: 'Account', need: 'ledger', area: '/account' },
  { label: 'Reports', need: 'read', site: '/reports/$siteId', client: true },
  { label: 'Alerts', need: 'read', area: '/alerts' },
  { label: 'Outbox', need: 'write', area: '/outbox' },
  { label: 'People', need: 'people', area: '/people' },
  { label: 'Activity', need: 'activity', area: '/activity' },
];

/** The entries a role sees; with no role known (the server did not say), the team's pages without its admin ones. */
export function entriesFor(role: PersonRole | undefined): readonly Entry[] {
  if (!role) return ENTRIES.filter((e) => e.need === 'read' || e.need === 'ledger');
  return ENTRIES.filter((e) => roleAllows(role, e.need) && (role !== 'client' || e.client));
}

/**
 * Every area the signed-in person may open; site pages use the active site (for a client, one of theirs), or send
 * the person to pick one. Drawn once the server has said who is signed in, so a client never sees a link to a
 * page that would refuse them.
 */
export function Nav({ siteId }: { siteId: number | undefined }) {
  const me = useMe();
  if (me.isPending) return <nav aria-label="Main" aria-busy="true" className="flex flex-col gap-0.5" />;
  const role = me.data?.role;
  const sites = me.data?.sites ?? [];
  const site = role === 'client' && (siteId === undefined || !sites.includes(siteId)) ? sites[0] : siteId;
  return (
    <nav aria-label="Main" className="flex flex-col gap-0.5">
      {entriesFor(role).map((e) =>
        'overview' in e ? (
          <Link key={e.label} to="/" className={LINK} activeProps={ACTIVE} activeOptions={{ exact: true }}>
            {e.label}
          </Link>
        ) : 'site' in e ? (
          <SiteLink key={e.label} to={e.site} siteId={site}>
            {e.label}
          </SiteLink>
        ) : (
          <Link key={e.label} to={e.area} className={LINK} activeProps={ACTIVE}>
            {e.label}
            {e.area === '/alerts' && <AlertsBadge />}
          </Link>
        ),
      )}
    </nav>
  );
}
