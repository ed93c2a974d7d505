// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureClient } from '../../api/client.ts';
import { meQueries } from '../../api/me.ts';
import { fakeFetch } from '../../api/test-fetch.ts';
import { meAs } from '../../components/testing/me.ts';
import { renderInRouter, renderRoutes, testQueryClient } from '../../components/testing/render-routes.tsx';
import type { PersonRole } from '../../lib/people.ts';
import { ReportActions } from './report-actions.tsx';
import { ReportsPage } from './reports-page.tsx';

afterEach(() => configureClient({ fetch: (...args) => globalThis.fetch(...args) }));

const REPORT = { id: '3', target: 'northwind-outdoor.com', mode: 'domain' };

/** A client that already knows who is signed in, as the app's frame does once it has asked. */
function signedInAs(role: PersonRole) {
  const qc = testQueryClient();
  qc.setQueryData(meQueries.me().queryKey, meAs(role));
  return qc;
}

function openList(role: PersonRole) {
  fakeFetch({
    json: {
      total_reports: '1',
      reports: [{ ...REPORT, backlinks: '120', refdomains: '40', created: '2026-03-01 10:00:00' }],
    },
  });
  renderRoutes(
    '/backlinks',
    [{ path: 'backlinks/', component: () => <ReportsPage search={{}} /> }],
    signedInAs(role),
  );
}

describe('backlink reports, per role', () => {
  it.each(['viewer', 'client'] as const)(
    'the list offers a %s no new report, refresh or delete, and says why once',
    async (role) => {
      openList(role);
      expect(await screen.findByRole('link', { name: 'northwind-outdoor.com' })).toBeVisible();
      expect(screen.getByText(/s cannot spend credits — ask an owner or an admin\./)).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Check price' })).toBeNull();
      expect(screen.queryByRole('button', { name: /^Refresh / })).toBeNull();
      expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
      // reading and exporting stay
      expect(screen.getByRole('button', { name: 'Export reports to CSV' })).toBeVisible();
    },
  );

  it('the list keeps creating, refreshing and deleting for an editor', async () => {
    openList('editor');
    expect(await screen.findByRole('button', { name: 'Refresh northwind-outdoor.com' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete northwind-outdoor.com' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Check price' })).toBeVisible();
    expect(screen.queryByText(/cannot spend credits/)).toBeNull();
  });

  it('a report’s page shows a viewer the note where Refresh and Delete were', async () => {
    renderInRouter(
      <ReportActions report={REPORT} onRefreshed={() => {}} onDeleted={() => {}} />,
      signedInAs('viewer'),
    );
    expect(await screen.findByText('Viewers cannot spend credits — ask an owner or an admin.')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a report’s page keeps Refresh and Delete for an editor', async () => {
    renderInRouter(
      <ReportActions report={REPORT} onRefreshed={() => {}} onDeleted={() => {}} />,
      signedInAs('editor'),
    );
    expect(await screen.findByRole('button', { name: 'Refresh' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeVisible();
  });
});
