import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { addSite, rememberActiveSite, type KnownSite } from '../../lib/sites.ts';
import { AddSitePanel } from './add-site-panel.tsx';
import { useServiceKnowsSite } from './use-sites.ts';

/** Pick the active site; the choice goes into the URL of site pages and is remembered in this browser. */
export function SiteSwitcher({
  sites,
  activeId,
  forClient = false,
}: {
  sites: readonly KnownSite[];
  activeId: number | undefined;
  /** a client's: their sites by name alone (an id means nothing to them), and no adding of sites */
  forClient?: boolean;
}) {
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const selectId = useId();
  const select = useRef<HTMLSelectElement>(null);
  const [adding, setAdding] = useState(false);

  // remembered once the service knows the site (a mistyped id in the URL is not)
  const serviceKnows = useServiceKnowsSite(activeId, sites);
  useEffect(() => {
    if (activeId !== undefined && serviceKnows) rememberActiveSite(activeId);
  }, [activeId, serviceKnows]);

  const go = (id: number) => {
    // Stay in the same area when it is a site page; otherwise open the site's AI visibility.
    const m = /^\/(sites|reports)\/\d+(\/.*)?$/.exec(pathname);
    if (m?.[1] === 'reports') return void navigate({ to: '/reports/$siteId', params: { siteId: id } });
    const rest = m?.[2] ?? '/ai';
    const area = rest.startsWith('/plan')
      ? '/sites/$siteId/plan'
      : rest.startsWith('/positions')
        ? '/sites/$siteId/positions'
        : '/sites/$siteId/ai';
    void navigate({ to: area, params: { siteId: id } });
  };

  const add = (id: number) => {
    addSite(id);
    setAdding(false);
    go(id);
  };
  const closePanel = () => {
    setAdding(false);
    select.current?.focus();
  };

  const known = activeId === undefined || sites.some((s) => s.id === activeId);
  return (
    // min-w-0 and a select that may shrink: on a phone the name takes the room the balance leaves, and is cut
    // only when that is not enough. There the label is for screen readers only: the select shows a site's name
    // and id, and the 33 px it gives back are what the longest names need at 412 px.
    <div className="relative flex min-w-0 items-center gap-2">
      <label
        htmlFor={selectId}
        className="sr-only text-xs font-medium text-slate-500 sm:not-sr-only sm:shrink-0"
      >
        Site
      </label>
      <select
        ref={select}
        id={selectId}
        className="min-w-0 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm sm:max-w-72"
        value={activeId ?? ''}
        onChange={(e) => {
          if (e.target.value === '__add') return setAdding(true);
          if (e.target.value) go(Number(e.target.value));
        }}
      >
        {activeId === undefined && <option value="">Choose a site…</option>}
        {!known && activeId !== undefined && <option value={activeId}>Site {activeId}</option>}
        {sites.map((s) => (
          <option key={s.id} value={s.id}>
            {forClient ? s.name : `${s.name} (#${s.id})`}
          </option>
        ))}
        {!forClient && <option value="__add">+ Add a site by id…</option>}
      </select>
      {adding && <AddSitePanel onAdd={add} onClose={closePanel} />}
    </div>
  );
}
