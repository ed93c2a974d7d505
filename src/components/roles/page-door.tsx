import { Link, useRouterState } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';
import { useMe } from '../../api/me.ts';
import { ROLE_LABELS, roleAllows, type Me, type Need } from '../../lib/people.ts';
import { closedNote } from './needs-role.tsx';

/** The pages a client may open, each of one of their sites (the server's client scope keeps the same door). */
const CLIENT_PAGES = [/^\/sites\/(\d+)\/positions\/?$/, /^\/reports\/(\d+)\/?$/];

/** Pages only some roles may open, by what they need (lib/people.ts). */
const AREA_NEEDS: Record<string, Need> = {
  people: 'people',
  activity: 'activity',
  account: 'ledger',
  outbox: 'write',
};

/** A page in words, for a client's closed door. */
function pageName(path: string): string {
  const [first = '', , sitePage] = path.split('/').filter(Boolean);
  if (first === 'reports' && sitePage === 'schedules') return 'report schedules';
  if (first === 'sites') {
    if (sitePage === 'ai') return 'AI visibility';
    if (sitePage === 'plan') return 'the marketing plan';
    return 'this page';
  }
  const names: Record<string, string> = {
    '': 'the overview',
    audits: 'site audits',
    keywords: 'keyword research',
    serp: 'SERP checks',
    backlinks: 'backlinks',
    groups: 'project groups',
    outbox: 'the outbox',
  };
  return names[first] ?? 'this page';
}

type Closed = { title: string; why: string };

/** Why `path` is closed to `me`, or null when it is open. */
export function closedDoor(me: Me, path: string): Closed | null {
  const roleDoor = (why: string) => ({ title: 'You can’t open this page with your role', why });
  const need = AREA_NEEDS[path.split('/')[1] ?? ''];
  if (need && !roleAllows(me.role, need))
    // a page of the team's writes is closed as a page, not as "change anything here"
    return roleDoor(
      need === 'write'
        ? `${ROLE_LABELS[me.role]}s cannot open ${pageName(path)} — ask an owner or an admin.`
        : closedNote(me.role, need),
    );
  if (me.role !== 'client') return null;
  const site = CLIENT_PAGES.map((p) => p.exec(path)?.[1]).find((id) => id !== undefined);
  if (site === undefined)
    return roleDoor(`${ROLE_LABELS[me.role]}s cannot open ${pageName(path)} — ask an owner or an admin.`);
  if (me.sites.includes(Number(site))) return null;
  return {
    title: 'This site is not one of yours',
    why: `Site #${site} is not one of yours — ask an owner or an admin to give it to you.`,
  };
}

const LINK = 'font-medium text-indigo-700 underline-offset-2 hover:underline';

/** Where the person may go instead: a client's own sites' pages, anyone else's overview. */
function OwnPages({ me }: { me: Me }) {
  if (me.role !== 'client')
    return (
      <Link to="/" className={LINK}>
        Overview
      </Link>
    );
  if (me.sites.length === 0)
    return <p>No site has been given to you yet: an owner or an admin can give you one.</p>;
  return (
    <ul className="space-y-1">
      {me.sites.map((siteId) => (
        <li key={siteId} className="flex flex-wrap gap-x-4">
          <Link to="/reports/$siteId" params={{ siteId }} className={LINK}>
            Report of site #{siteId}
          </Link>
          <Link to="/sites/$siteId/positions" params={{ siteId }} className={LINK}>
            Rank tracking of site #{siteId}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The door of every page (the app shell draws it beside the page): where the signed-in person may not open the page,
 * a panel that says why and who can open it takes the page's place (`onClosed` tells the shell to leave the page
 * out). The server refuses the page's reads either way; this spares the person a page of refusals. Until the server
 * has said who is signed in, every door is open.
 */
export function PageDoor({ onClosed }: { onClosed: (closed: boolean) => void }) {
  const me = useMe().data;
  const path = useRouterState({ select: (s) => s.location.pathname });
  const closed = me ? closedDoor(me, path) : null;
  const isClosed = closed !== null;
  // before the browser paints: the page and its door are never seen together
  useLayoutEffect(() => onClosed(isClosed), [isClosed, onClosed]);
  if (!me || !closed) return null;
  return (
    <section
      aria-labelledby="door-title"
      className="max-w-2xl space-y-3 rounded-lg border border-slate-200 bg-white p-5 text-sm text-slate-800 shadow-sm"
    >
      <h1 id="door-title" className="text-lg font-semibold text-slate-900">
        {closed.title}
      </h1>
      <p>{closed.why}</p>
      <div className="space-y-1">
        <h2 className="font-medium text-slate-900">
          {me.role === 'client' ? 'Your pages' : 'Where you can go'}
        </h2>
        <OwnPages me={me} />
      </div>
    </section>
  );
}
