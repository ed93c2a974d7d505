// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Me } from '../../lib/people.ts';
import { meAs, stubMe } from '../testing/me.ts';
import { testQueryClient } from '../testing/render-routes.tsx';
import { AppShell } from './app-shell.tsx';

afterEach(() => {
  cleanup();
  delete document.documentElement.dataset.brand;
});

/** The app's frame around a stand-in report page, signed in as `me`, on a page the server wrote `brand` into. */
function openAs(me: Me, brand?: string) {
  if (brand !== undefined) document.documentElement.dataset.brand = brand;
  stubMe(me);
  const root = createRootRoute({
    component: () => (
      <AppShell>
        <Outlet />
      </AppShell>
    ),
  });
  const report = createRoute({
    getParentRoute: () => root,
    path: 'reports/$siteId',
    component: () => <h1>Report page</h1>,
  });
  const router = createRouter({
    routeTree: root.addChildren([report]),
    history: createMemoryHistory({ initialEntries: ['/reports/101'] }),
  });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** The app's header, once its lazy bar (site and account) has come. */
async function header() {
  await screen.findByRole('heading', { name: 'Report page' });
  const bar = screen.getAllByRole('banner')[0]!;
  await within(bar).findByRole('combobox', { name: 'Site' });
  return bar;
}

describe('the app’s header', () => {
  it('names the agency for a client once the page carries its brand, and never the product', async () => {
    openAs(meAs('client'), 'Northwind Agency');
    const bar = await header();
    expect(within(bar).getByRole('link', { name: 'Northwind Agency' })).toHaveTextContent('Northwind Agency');
    expect(bar).not.toHaveTextContent(/Searchboard/);
    expect(bar).not.toHaveTextContent(/#\d/);
  });

  it('names the product where no brand was written into the page (the team, or no brand set)', async () => {
    openAs(meAs('owner'));
    const bar = await header();
    expect(within(bar).getByRole('link', { name: 'Searchboard' })).toBeVisible();
  });
});
