import { Link } from '@tanstack/react-router';

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

/** An area of the whole account. */
function AreaLink({
  to,
  children,
}: {
  to: '/audits' | '/keywords' | '/serp' | '/backlinks' | '/groups' | '/account';
  children: string;
}) {
  return (
    <Link to={to} className={LINK} activeProps={ACTIVE}>
      {children}
    </Link>
  );
}

/** Every area; site pages use the active site, or send the person to pick one. */
export function Nav({ siteId }: { siteId: number | undefined }) {
  return (
    <nav aria-label="Main" className="flex flex-col gap-0.5">
      <Link to="/" className={LINK} activeProps={ACTIVE} activeOptions={{ exact: true }}>
        Overview
      </Link>
      <SiteLink to="/sites/$siteId/ai" siteId={siteId}>
        AI visibility
      </SiteLink>
      <AreaLink to="/audits">Audits</AreaLink>
      <SiteLink to="/sites/$siteId/plan" siteId={siteId}>
        Marketing plan
      </SiteLink>
      <SiteLink to="/sites/$siteId/positions" siteId={siteId}>
        Rank tracking
      </SiteLink>
      <AreaLink to="/keywords">Keywords</AreaLink>
      <AreaLink to="/serp">SERP</AreaLink>
      <AreaLink to="/backlinks">Backlinks</AreaLink>
      <AreaLink to="/groups">Groups</AreaLink>
      <AreaLink to="/account">Account</AreaLink>
      <SiteLink to="/reports/$siteId" siteId={siteId}>
        Reports
      </SiteLink>
    </nav>
  );
}
