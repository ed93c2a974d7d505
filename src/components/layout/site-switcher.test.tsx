// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aiQueries } from '../../api/ai.ts';
import { useStoredSites, type KnownSite } from '../../lib/sites.ts';
import { renderRoutes } from '../testing/render-routes.tsx';
import { SiteSwitcher } from './site-switcher.tsx';

// A mistyped /sites/999/ai must not be remembered as the last site, or the header and the sidebar would point at a
// site that does not exist: a site is remembered only once the service knows it.
const SITES: KnownSite[] = [{ id: 101, name: 'Northwind Outdoor', origin: 'audit' }];

function Last() {
  const { last } = useStoredSites();
  return <p>last: {last ?? 'none'}</p>;
}

function open(activeId: number, qc?: QueryClient) {
  return renderRoutes(
    '/',
    [
      {
        path: '/',
        component: () => (
          <>
            <SiteSwitcher sites={SITES} activeId={activeId} />
            <Last />
          </>
        ),
      },
    ],
    qc,
  );
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('the last site used', () => {
  it('is not a site the service does not know', async () => {
    open(999);
    expect(await screen.findByRole('combobox', { name: 'Site' })).toHaveValue('999');
    expect(screen.getByText('last: none')).toBeVisible();
    expect(localStorage.getItem('searchboard.sites.last')).toBeNull();
  });

  it('is a site an audit names', async () => {
    open(101);
    expect(await screen.findByText('last: 101')).toBeVisible();
  });

  it('is a site whose page the service answered for', async () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    qc.setQueryData(aiQueries.engines(555).queryKey, []);
    open(555, qc);
    expect(await screen.findByText('last: 555')).toBeVisible();
  });
});

describe('a client’s site switcher', () => {
  it('names their sites without ids and offers no adding of sites', async () => {
    renderRoutes('/', [
      { path: '/', component: () => <SiteSwitcher sites={SITES} activeId={101} forClient /> },
    ]);
    const select = await screen.findByRole('combobox', { name: 'Site' });
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Northwind Outdoor']);
  });

  it('keeps ids and adding for the team', async () => {
    open(101);
    const select = await screen.findByRole('combobox', { name: 'Site' });
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Northwind Outdoor (#101)',
      '+ Add a site by id…',
    ]);
  });
});
