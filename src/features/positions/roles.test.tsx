// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../api/client.ts';
import { meQueries } from '../../api/me.ts';
import { fakeFetch, type RecordedRequest } from '../../api/test-fetch.ts';
import { boxSize } from '../../components/testing/layout.ts';
import { meAs } from '../../components/testing/me.ts';
import { renderRoutes, testQueryClient } from '../../components/testing/render-routes.tsx';
import type { Me, PersonRole } from '../../lib/people.ts';
import { siteIdParams } from '../../lib/path-ids.ts';
import { PositionsPage } from './positions-page.tsx';
import { parsePositionsSearch } from './search.ts';
import { RUN_LIMIT_NOTE } from './run-by-hand.ts';
import { positionsSummary, trackedKeyword } from './test-summary.ts';

boxSize(1200, 600);

afterEach(() => {
  vi.unstubAllGlobals();
  configureClient({ fetch: (...args) => globalThis.fetch(...args) });
});

const SUMMARY = positionsSummary(
  [trackedKeyword(1, 'hiking boots'), trackedKeyword(2, 'tent', ['retail'])],
  'weekly',
);

/** The page as `role` sees it (who is signed in already known, as the app's frame knows it). */
function openPage(role: PersonRole, url = '/sites/101/positions', me: Partial<Me> = {}) {
  const net = fakeFetch((req: RecordedRequest) => {
    const path = req.url.pathname;
    if (path === '/api/local/positions') return { json: SUMMARY };
    if (path === '/api/local/positions/trends')
      return { json: { days: 90, since: '2026-08-29', trend: [], competitors: [], site: [] } };
    return { status: 404, json: { message: 'not faked' } };
  });
  vi.stubGlobal('fetch', net.impl);
  const qc = testQueryClient();
  qc.setQueryData(meQueries.me().queryKey, meAs(role, me));
  renderRoutes(
    url,
    [
      {
        path: 'sites/$siteId/positions',
        params: siteIdParams,
        validateSearch: parsePositionsSearch,
        component: PositionsPage,
      },
    ],
    qc,
  );
}

describe('rank tracking, per role', () => {
  it.each(['viewer', 'client'] as const)(
    'a %s reads the keywords but cannot run, add, remove or pick them, nor change the schedule',
    async (role) => {
      openPage(role, '/sites/101/positions?tag=retail');
      expect(await screen.findByRole('button', { name: 'History of tent' })).toBeVisible();
      // where "Run all now" was: why it is not there, once for the card
      expect(screen.getAllByText(/s cannot spend credits — ask an owner or an admin\./)).toHaveLength(1);
      for (const name of [/^Run all now/, /^Run .* now$/, /^Remove /, /Remove every keyword tagged/])
        expect(screen.queryByRole('button', { name })).toBeNull();
      expect(screen.queryByRole('checkbox')).toBeNull();
      // the add form and the schedule's fields: a note each where they were
      expect(screen.queryByRole('heading', { name: 'Add keywords' })).toBeNull();
      expect(screen.queryByRole('textbox', { name: /keywords/i })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Save schedule' })).toBeNull();
      expect(screen.queryByRole('combobox', { name: 'Runs' })).toBeNull();
      expect(screen.getAllByText(/s cannot change anything here — ask an owner or an admin\./)).toHaveLength(
        2,
      );
      // the schedule is still there to read
      expect(screen.getByText(/weekly, on Monday at 06:00 UTC/)).toBeVisible();
      expect(screen.getByText(/northwind-outdoor\.com \(www\. counts/)).toBeVisible();
      // reads stay: filters and the export
      expect(screen.getByRole('button', { name: /^Export CSV/ })).toBeVisible();
    },
  );

  it('an editor keeps running, adding, removing, picking and the schedule’s settings', async () => {
    openPage('editor', '/sites/101/positions?tag=retail');
    expect(await screen.findByRole('button', { name: 'Run tent now' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Run all now' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove tent' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Pick tent' })).toBeVisible();
    expect(screen.getByRole('button', { name: /Remove every keyword tagged “retail”/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add keywords' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Runs' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save schedule' })).toBeVisible();
    expect(screen.queryByText(/cannot (spend credits|change anything)/)).toBeNull();
  });

  it('an editor held to a credit limit adds and removes keywords, but runs none by hand, and is told why', async () => {
    // a run's calls are the server's own: the server refuses it to a person with a limit (positions/api.ts)
    openPage('editor', '/sites/101/positions', { limits: { daily_credits: null, monthly_credits: 500 } });
    expect(await screen.findByRole('button', { name: 'Remove tent' })).toBeVisible();
    expect(screen.getByText(RUN_LIMIT_NOTE)).toBeVisible();
    for (const name of [/^Run all now/, /^Run .* now$/])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add keywords' })).toBeVisible();
  });
});
