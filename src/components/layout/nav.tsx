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

/** Every area; site pages use the active site, or send the person to pick one. */
export function Nav({ siteId }: { siteId: number | undefined }) {
  return (
    <nav aria-label="Main" className="flex flex-col gap-0.5">
      <Link to="/" className={LINK} activeProps={ACTIVE} activeOptions={{ exact: true }}>
        Overview
      </Link>
      {siteId !== undefined ? (
        <Link to="/sites/$siteId/ai" params={{ siteId }} className={LINK} activeProps={ACTIVE}>
          AI visibility
        </Link>
      ) : (
        <NeedsSite>AI visibility</NeedsSite>
      )}
      <Link to="/audits" className={LINK} activeProps={ACTIVE}>
        Audits
      </Link>
      {siteId !== undefined ? (
        <Link to="/sites/$siteId/plan" params={{ siteId }} className={LINK} activeProps={ACTIVE}>
          Marketing plan
        </Link>
      ) : (
        <NeedsSite>Marketing plan</NeedsSite>
      )}
      {siteId !== undefined ? (
        <Link to="/sites/$siteId/positions" params={{ siteId }} className={LINK} activeProps={ACTIVE}>
          Rank tracking
        </Link>
      ) : (
        <NeedsSite>Rank tracking</NeedsSite>
      )}
      <Link to="/keywords" className={LINK} activeProps={ACTIVE}>
        Keywords
      </Link>
      <Link to="/serp" className={LINK} activeProps={ACTIVE}>
        SERP
      </Link>
      <Link to="/backlinks" className={LINK} activeProps={ACTIVE}>
        Backlinks
      </Link>
      <Link to="/groups" className={LINK} activeProps={ACTIVE}>
        Groups
      </Link>
      <Link to="/account" className={LINK} activeProps={ACTIVE}>
        Account
      </Link>
      {siteId !== undefined ? (
        <Link to="/reports/$siteId" params={{ siteId }} className={LINK} activeProps={ACTIVE}>
          Reports
        </Link>
      ) : (
        <NeedsSite>Reports</NeedsSite>
      )}
    </nav>
  );
}
