// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../api/client.ts';
import { fakeFetch, type FakeAnswer, type RecordedRequest } from '../../api/test-fetch.ts';
import { ReportActions } from './report-actions.tsx';

const REPORT = { id: '3', target: 'https://www.quantaledger.io/pricing', mode: 'url' };
const INFO = {
  backlinks: 186,
  domains: 64,
  price: { amount: 1.09, currency: 'USD' },
  note: 'Only the first 10000 backlinks are shown in the report',
};

function setup(answer: (req: RecordedRequest) => FakeAnswer) {
  const f = fakeFetch(answer);
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const onRefreshed = vi.fn();
  const onDeleted = vi.fn();
  render(
    <QueryClientProvider client={qc}>
      <ReportActions report={REPORT} onRefreshed={onRefreshed} onDeleted={onDeleted} />
    </QueryClientProvider>,
  );
  return { f, onRefreshed, onDeleted };
}

afterEach(cleanup);

/** A fetch that waits for `gate` before answering like `inner`. */
const fetchAfter =
  (gate: Promise<void>, inner: typeof fetch): typeof fetch =>
  async (...args) => {
    await gate;
    return inner(...args);
  };

describe('ReportActions', () => {
  it('prices a refresh with the info call for the report’s target and mode, then PUTs after the confirmation', async () => {
    const { f, onRefreshed } = setup((req) => (req.method === 'PUT' ? { status: 204 } : { json: INFO }));
    // hold the price back for a moment: the confirm button waits for it
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const answerLater = fetchAfter(gate, f.impl);
    configureClient({ fetch: answerLater });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    const dialog = screen.getByRole('dialog', { name: 'Refresh backlink report?' });
    expect(within(dialog).getByRole('button', { name: 'Pay and refresh' })).toBeDisabled();
    release();
    expect(await within(dialog).findByText(/withdraws \$1\.09 from your account balance/)).toBeVisible();
    expect(f.calls[0]!.query).toEqual([
      ['mode', 'url'],
      ['target', REPORT.target],
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $1.09 and refresh' }));
    await vi.waitFor(() => expect(onRefreshed).toHaveBeenCalled());
    // spec: PUT /backlink-reports with body `report_id`
    expect(f.calls.filter((c) => c.method === 'PUT').map((c) => c.json)).toEqual([{ report_id: 3 }]);
  });

  it('shows a refused refresh in the dialog and does not send it again by itself', async () => {
    const { f } = setup((req) =>
      req.method === 'PUT'
        ? { status: 400, json: { message: 'Failed to get backlinks. Try again later' } }
        : { json: INFO },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    const dialog = screen.getByRole('dialog', { name: 'Refresh backlink report?' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Pay $1.09 and refresh' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to get backlinks. Try again later',
    );
    expect(f.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('deletes after a confirmation that names the target; a missing report says so', async () => {
    const { f, onDeleted } = setup(() => ({ status: 404, json: { message: 'Backlink report not found' } }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: `Delete the report for ${REPORT.target}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Backlink report not found');
    expect(f.last).toMatchObject({ method: 'DELETE' });
    expect(f.last.url.pathname).toBe('/api/backlinks/backlink-reports/3');
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
