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
import { AppShell } from '../layout/app-shell.tsx';
import { meAs, stubMe } from '../testing/me.ts';
import { testQueryClient } from '../testing/render-routes.tsx';

afterEach(cleanup);

/** The app's frame around stand-in pages, at `url`, signed in as `me`. */
function openAs(me: Me, url: string) {
  const sent = stubMe(me);
  const root = createRootRoute({
    component: () => (
      <AppShell>
        <Outlet />
      </AppShell>
    ),
  });
  const page = (path: string, text: string) =>
    createRoute({ getParentRoute: () => root, path, component: () => <h1>{text}</h1> });
  const router = createRouter({
    routeTree: root.addChildren([
      page('/', 'Overview page'),
      page('keywords', 'Keyword research page'),
      page('people', 'People page'),
      page('activity', 'Activity page'),
      page('reports/$siteId', 'Report page'),
      page('sites/$siteId/positions', 'Rank tracking page'),
      page('sites/$siteId/ai', 'AI visibility page'),
    ]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return sent;
}

const door = () => screen.findByRole('region', { name: /with your role|not one of yours/ });

describe('the page door', () => {
  const client = meAs('client', { sites: [101, 102] });

  it('shows a client at keyword research why it is closed, who can open it, and links to their own pages', async () => {
    openAs(client, '/keywords');
    const panel = await door();
    expect(panel).toHaveTextContent('Clients cannot open keyword research — ask an owner or an admin.');
    expect(within(panel).getByRole('link', { name: 'Report of site #101' })).toHaveAttribute(
      'href',
      '/reports/101',
    );
    expect(within(panel).getByRole('link', { name: 'Rank tracking of site #102' })).toHaveAttribute(
      'href',
      '/sites/102/positions',
    );
    expect(screen.queryByText('Keyword research page')).toBeNull();
  });

  it('opens a client’s own report and rank tracking', async () => {
    openAs(client, '/reports/101');
    expect(await screen.findByRole('heading', { name: 'Report page' })).toBeVisible();
    // the person is known by now (the menu waits for them): still no door
    expect(await screen.findByRole('link', { name: 'Reports' })).toBeVisible();
    expect(screen.queryByRole('region', { name: /with your role|not one of yours/ })).toBeNull();
    cleanup();
    openAs(client, '/sites/102/positions');
    expect(await screen.findByRole('heading', { name: 'Rank tracking page' })).toBeVisible();
  });

  it('closes another site’s report to a client, saying it is not theirs', async () => {
    openAs(client, '/reports/205');
    const panel = await door();
    expect(panel).toHaveTextContent(
      'Site #205 is not one of yours — ask an owner or an admin to give it to you.',
    );
    expect(within(panel).getByRole('link', { name: 'Report of site #101' })).toBeVisible();
    expect(screen.queryByText('Report page')).toBeNull();
  });

  it('closes a client’s own site’s other pages, and the overview', async () => {
    openAs(client, '/sites/101/ai');
    expect(await door()).toHaveTextContent('Clients cannot open AI visibility — ask an owner or an admin.');
    cleanup();
    openAs(client, '/');
    expect(await door()).toHaveTextContent('Clients cannot open the overview — ask an owner or an admin.');
  });

  it('closes People and Activity to a viewer, in the words of the role’s other notes', async () => {
    openAs(meAs('viewer'), '/people');
    const panel = await door();
    expect(panel).toHaveTextContent('Viewers cannot manage people — ask an owner or an admin.');
    expect(within(panel).getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/');
    cleanup();
    openAs(meAs('editor'), '/activity');
    expect(await door()).toHaveTextContent('Editors cannot see the activity log — ask an owner or an admin.');
  });

  it('opens every page to an admin', async () => {
    openAs(meAs('admin'), '/people');
    expect(await screen.findByRole('heading', { name: 'People page' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Activity' })).toBeVisible();
    expect(screen.queryByRole('region', { name: /with your role|not one of yours/ })).toBeNull();
  });
});
