// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, type RecordedRequest } from '../../api/test-fetch.ts';
import { AddKeywords } from './add-keywords.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The proxy's own API (`/api/local/…`) is read with the browser's fetch: recorded here. */
function fakeLocal() {
  const posted: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    posted.push({ url: String(input), body: JSON.parse(String(init?.body ?? 'null')) });
    return new Response(JSON.stringify({ added: 2, already: 0 }), {
      status: 201,
      headers: { 'content-type': 'application/json' },
    });
  });
  return posted;
}

function service(req: RecordedRequest) {
  if (req.url.pathname.endsWith('/v1/serp/classic/locations'))
    return { json: { data: [{ location_id: '2840', location_name: 'United States', country_code: 'US' }] } };
  if (req.url.pathname === '/api/local/positions/keywords')
    return { status: 201, json: { added: 2, already: 0 } };
  return { status: 404, json: { message: 'not faked' } };
}

function renderForm(initial?: string) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <AddKeywords
        siteId={103}
        settings={null}
        defaultDomain="quantaledger.io"
        tracked={0}
        monthlyBudget={3000}
        initial={initial}
      />
    </QueryClientProvider>,
  );
}

describe('adding keywords to track', () => {
  it('reads a CSV file into the list and shows the cost against the budget before anything is sent', async () => {
    const user = userEvent.setup();
    const f = fakeFetch(service);
    renderForm();
    const file = new File(['volume,Keyword\n10,crypto tax\n20,invoice app\n20,crypto tax\n'], 'kw.csv', {
      type: 'text/csv',
    });
    await user.upload(screen.getByLabelText('Or import a CSV file'), file);
    expect(await screen.findByText(/Read 2 keywords from kw\.csv/)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Keywords, one a line' })).toHaveValue(
      'crypto tax\ninvoice app',
    );
    // the cost of a run and of a month, and the month against CREDIT_BUDGET_MONTHLY, before anything is sent
    expect(
      screen.getByText(
        'With these 2 added, tracking 2 keywords · 20 credits per run · about 600 credits a month (daily) · 20% of the monthly budget of 3,000',
      ),
    ).toBeVisible();
    expect(f.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('refuses bad tags at the field before any request, then sends the keywords with their tags', async () => {
    const user = userEvent.setup();
    fakeFetch(service);
    const posted = fakeLocal();
    renderForm('crypto tax\ninvoice app');
    const tags = screen.getByRole('textbox', { name: 'Tags (optional)' });
    await user.type(tags, Array.from({ length: 11 }, (_, i) => `t${i}`).join(','));
    await user.click(screen.getByRole('button', { name: 'Add keywords' }));
    expect(tags).toHaveAccessibleDescription(/Up to 10 tags of at most 40 characters/);
    expect(posted).toHaveLength(0);
    await user.clear(tags);
    await user.type(tags, 'tax, core');
    await user.click(screen.getByRole('button', { name: 'Add keywords' }));
    expect(await screen.findByText(/Added 2 keywords/)).toBeVisible();
    expect(posted).toHaveLength(1);
    expect(posted[0]?.url).toBe('/api/local/positions/keywords?site_id=103');
    expect(posted[0]?.body).toMatchObject({
      keywords: ['crypto tax', 'invoice app'],
      tags: ['tax', 'core'],
      domain: 'quantaledger.io',
      location_id: 2840,
    });
  });
});
