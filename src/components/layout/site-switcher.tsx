import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { addSite, rememberActiveSite, type KnownSite } from '../../lib/sites.ts';
import { Button } from '../ui/button.tsx';

/** Pick the active site; the choice goes into the URL of site pages and is remembered in this browser. */
export function SiteSwitcher({
  sites,
  activeId,
}: {
  sites: readonly KnownSite[];
  activeId: number | undefined;
}) {
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const selectId = useId();
  const [adding, setAdding] = useState(false);
  const [newId, setNewId] = useState('');
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (activeId !== undefined) rememberActiveSite(activeId);
  }, [activeId]);

  const go = (id: number) => {
    rememberActiveSite(id);
    // Stay in the same area when it is a site page; otherwise open the site's AI visibility.
    const m = /^\/(sites|reports)\/\d+(\/.*)?$/.exec(pathname);
    if (m?.[1] === 'reports')
      return void navigate({ to: '/reports/$siteId', params: { siteId: String(id) } });
    const rest = m?.[2] ?? '/ai';
    const area = rest.startsWith('/plan') ? '/sites/$siteId/plan' : '/sites/$siteId/ai';
    void navigate({ to: area, params: { siteId: String(id) } });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const id = Number(newId.trim());
    if (!/^\d+$/.test(newId.trim()) || !Number.isSafeInteger(id) || id <= 0) {
      setError('A site id is a positive whole number.');
      return;
    }
    addSite(id);
    setAdding(false);
    setNewId('');
    setError(undefined);
    go(id);
  };

  const known = activeId === undefined || sites.some((s) => s.id === activeId);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={selectId} className="text-xs font-medium text-slate-500">
        Site
      </label>
      <select
        id={selectId}
        className="max-w-52 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm sm:max-w-72"
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
            {s.name} (#{s.id})
          </option>
        ))}
        <option value="__add">+ Add a site by id…</option>
      </select>
      {adding && (
        <form onSubmit={submit} className="flex items-start gap-1" noValidate>
          <div>
            <input
              aria-label="Site id"
              inputMode="numeric"
              autoFocus
              className="w-24 rounded-md border border-slate-300 px-2 py-1 text-sm"
              value={newId}
              onChange={(e) => setNewId(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${selectId}-err` : undefined}
            />
            {error && (
              <p id={`${selectId}-err`} className="mt-1 text-xs text-red-700">
                {error}
              </p>
            )}
          </div>
          <Button type="submit" variant="secondary">
            Add
          </Button>
          <Button variant="ghost" onClick={() => setAdding(false)}>
            Cancel
          </Button>
        </form>
      )}
    </div>
  );
}
