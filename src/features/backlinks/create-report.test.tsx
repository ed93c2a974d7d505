// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, type FakeAnswer, type RecordedRequest } from '../../api/test-fetch.ts';
import { CreateReport } from './create-report.tsx';

const navigate = vi.fn();
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate }));

// spec, Backlink reports: info answers {backlinks, domains, price: {amount, currency}, note}; create {report_id}.
const INFO = {
  backlinks: '23237',
  domains: '2372',
  price: { amount: '6', currency: 'USD' },
  note: 'Only the first 10000 backlinks are shown in the report',
};

function setup(answer: (req: RecordedRequest) => FakeAnswer) {
  const f = fakeFetch(answer);
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const invalidate = vi.spyOn(qc, 'invalidateQueries');
  render(
    <QueryClientProvider client={qc}>
      <CreateReport />
    </QueryClientProvider>,
  );
  return { f, invalidate };
}

afterEach(() => {
  cleanup();
  navigate.mockReset();
});

describe('CreateReport', () => {
  it('checks the target at the field before any request', async () => {
    const { f } = setup(() => ({ json: INFO }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Target domain' }), 'example.com/shop');
    await userEvent.click(screen.getByRole('button', { name: 'Check price' }));
    expect(screen.getByRole('textbox', { name: 'Target domain' })).toHaveAccessibleDescription(
      /A domain has no path/,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), 'url');
    await userEvent.click(screen.getByRole('button', { name: 'Check price' }));
    expect(screen.getByRole('textbox', { name: 'Target URL' })).toHaveAccessibleDescription(
      /starting with https/,
    );
    expect(f.calls).toHaveLength(0);
  });

  it('shows what the report holds and costs, confirms the price, creates it and opens it', async () => {
    const { f, invalidate } = setup((req) =>
      req.method === 'POST' ? { json: { report_id: 7 } } : { json: INFO },
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Target domain' }), 'https://Example.com/');
    await userEvent.click(screen.getByRole('button', { name: 'Check price' }));
    const preview = await screen.findByRole('region', { name: 'Price preview' });
    expect(f.last.query).toEqual([
      ['mode', 'domain'],
      ['target', 'example.com'],
    ]);
    expect(within(preview).getByText('23,237')).toBeInTheDocument();
    expect(within(preview).getByText('2,372')).toBeInTheDocument();
    expect(within(preview).getByText(INFO.note)).toBeInTheDocument();
    expect(
      within(preview).getByText('Creating this report withdraws $6.00 from your account balance.'),
    ).toBeVisible();
    expect(f.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.click(within(preview).getByRole('button', { name: 'Create report…' }));
    const dialog = screen.getByRole('dialog', { name: 'Create backlink report?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $6.00 and create' }));
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledWith({ to: '/backlinks/$reportId', params: { reportId: '7' } }),
    );
    expect(f.calls.filter((c) => c.method === 'POST').map((c) => c.json)).toEqual([
      { mode: 'domain', target: 'example.com' },
    ]);
    // the balance in the header is read again
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['account'] });
  });

  it('puts a target the service refuses at the field, and keeps what was typed', async () => {
    setup(() => ({ status: 400, json: { message: 'Invalid domain' } }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Target domain' }), 'example.zz');
    await userEvent.click(screen.getByRole('button', { name: 'Check price' }));
    const field = screen.getByRole('textbox', { name: 'Target domain' });
    await vi.waitFor(() =>
      expect(field).toHaveAccessibleDescription(/^Invalid domain: The service did not accept/),
    );
    expect(field).toHaveValue('example.zz');
    expect(screen.queryByRole('region', { name: 'Price preview' })).toBeNull();
  });

  it('says in plain words when the balance does not cover the price, and offers no create', async () => {
    setup(() => ({ status: 400, json: { message: 'Not enough money in your balance' } }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Target domain' }), 'example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Check price' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not enough money in your balance');
    expect(screen.getByText(/Top up the balance/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create report…' })).toBeNull();
  });
});
