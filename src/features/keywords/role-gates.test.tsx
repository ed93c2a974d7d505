// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, type RecordedRequest } from '../../api/test-fetch.ts';
import { meAs } from '../../components/testing/me.ts';
import { testQueryClient } from '../../components/testing/render-routes.tsx';
import type { PersonRole } from '../../lib/people.ts';
import { discoveryParams } from './discovery-params.ts';
import { discoveryOptions } from './discovery-options.ts';
import { validateKeywordSearch } from './search.ts';
import { renderKeywordsAt } from './test-router.tsx';

const CANNOT_PAY = 'Viewers cannot spend credits — ask an owner or an admin.';
const CANNOT_WRITE = 'Viewers cannot change anything here — ask an owner or an admin.';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const kw = (keyword: string) => ({
  keyword,
  volume: 100,
  cpc: 1.2,
  difficulty: 35,
  competition: 0.4,
  intents: ['C'],
  serp_features: [],
  history_trend: null,
});

/** The service (similar: 30 keywords, 10 a page) and who is signed in, as `role`. */
function signedInAs(role: PersonRole) {
  const f = fakeFetch((req: RecordedRequest) => {
    const path = req.url.pathname;
    if (path === '/api/local/me') return { json: meAs(role) };
    if (path.endsWith('/v1/keywords/similar')) {
      const offset = Number(req.url.searchParams.get('offset'));
      return { json: { total: 30, keywords: [kw(`boots ${offset + 1}`), kw(`boots ${offset + 2}`)] } };
    }
    return { status: 404, json: { message: 'not faked' } };
  });
  vi.stubGlobal('fetch', f.impl);
  return f;
}

const paidCalls = (calls: RecordedRequest[]) => calls.filter((c) => c.url.pathname.includes('/v1/keywords/'));

/** A client holding the similar-keyword pages at these offsets, as an earlier paid run of this browser left them. */
async function savedPages(...offsets: number[]) {
  const qc = testQueryClient();
  for (const offset of offsets) {
    const params = discoveryParams(validateKeywordSearch({ tab: 'similar', q: 'boots', limit: 10, offset }));
    if (!params) throw new Error('the test search is not valid');
    await qc.fetchQuery(discoveryOptions('similar', params));
  }
  return qc;
}

describe('keyword research, per role', () => {
  it('a viewer sees one note, not two, for a search not saved yet, and no paid button', async () => {
    signedInAs('viewer');
    renderKeywordsAt('/keywords?tab=similar&q=boots&limit=10');
    expect(await screen.findByText(/This search is not saved in this browser yet/)).toBeVisible();
    expect(await screen.findAllByText(CANNOT_PAY)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Run this search/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Find similar keywords/ })).toBeNull();
  });

  it('an editor keeps the paid buttons of a search not saved yet, and sees no note', async () => {
    signedInAs('editor');
    renderKeywordsAt('/keywords?tab=similar&q=boots&limit=10');
    expect(await screen.findByRole('button', { name: 'Run this search · up to 100 credits' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Find similar keywords · up to 100 credits' })).toBeVisible();
    expect(screen.queryByText(CANNOT_PAY)).toBeNull();
  });

  it('long-tail: a viewer has no paid search button but the note, an editor has the button', async () => {
    signedInAs('viewer');
    const first = renderKeywordsAt('/keywords?tab=longtail&q=boots');
    const form = await screen.findByRole('form', { name: 'Find long-tail keywords' });
    expect(await within(form).findByText(CANNOT_PAY)).toBeVisible();
    expect(within(form).queryByRole('button')).toBeNull();
    expect(screen.getAllByText(CANNOT_PAY)).toHaveLength(1);
    first.unmount();

    signedInAs('editor');
    renderKeywordsAt('/keywords?tab=longtail&q=boots');
    expect(await screen.findByRole('button', { name: /^Find long-tail keywords · up to/ })).toBeVisible();
  });

  it('the pager: a viewer goes back to a saved page, is not offered a paid one, and is told why', async () => {
    const f = signedInAs('viewer');
    const qc = await savedPages(0, 10);
    const before = paidCalls(f.calls).length;
    renderKeywordsAt('/keywords?tab=similar&q=boots&limit=10&offset=10', qc);
    const pager = await screen.findByRole('navigation', { name: 'Result pages' });
    // the answer is in memory at once; the note waits for the server to say who is signed in
    expect(await within(pager).findByText(CANNOT_PAY)).toBeVisible();
    expect(within(pager).getByRole('button', { name: 'Previous page · saved' })).toBeEnabled();
    expect(within(pager).queryByRole('button', { name: /Next page/ })).toBeNull();

    await userEvent.setup().click(within(pager).getByRole('button', { name: 'Previous page · saved' }));
    expect(await screen.findByRole('table', { name: 'Similar keywords for boots' })).toHaveTextContent(
      'boots 1',
    );
    expect(paidCalls(f.calls)).toHaveLength(before);
  });

  it('the pager: an editor is offered the paid next page with its price, and no note', async () => {
    signedInAs('editor');
    const qc = await savedPages(0, 10);
    renderKeywordsAt('/keywords?tab=similar&q=boots&limit=10&offset=10', qc);
    const pager = await screen.findByRole('navigation', { name: 'Result pages' });
    expect(within(pager).getByRole('button', { name: 'Next page · up to 100 credits' })).toBeEnabled();
    expect(within(pager).queryByText(CANNOT_PAY)).toBeNull();
  });

  it('the selection bar: a viewer copies and exports, but adds, queues and tracks nothing; one note says why', async () => {
    signedInAs('viewer');
    renderKeywordsAt('/keywords?tab=similar&q=boots&limit=10', await savedPages(0));
    expect(await screen.findByText(CANNOT_WRITE)).toBeVisible();
    const bar = screen.getByRole('toolbar', { name: 'Selected keywords' });
    expect(within(bar).getByRole('button', { name: 'Export all 2 as CSV' })).toBeVisible();
    expect(within(bar).getByRole('button', { name: 'Copy keywords' })).toBeInTheDocument();
    for (const name of ['Add to AI prompts…', 'Queue SERP tasks…', 'Track these…'])
      expect(within(bar).queryByRole('button', { name })).toBeNull();
    expect(screen.getAllByText(CANNOT_WRITE)).toHaveLength(1);
  });

  it('the selection bar: an editor keeps the panels', async () => {
    signedInAs('editor');
    renderKeywordsAt('/keywords?tab=similar&q=boots&limit=10', await savedPages(0));
    const bar = await screen.findByRole('toolbar', { name: 'Selected keywords' });
    for (const name of ['Add to AI prompts…', 'Queue SERP tasks…', 'Track these…'])
      expect(within(bar).getByRole('button', { name })).toBeInTheDocument();
    expect(screen.queryByText(CANNOT_WRITE)).toBeNull();
  });

  it('bulk metrics: a viewer sees one note in place of the paid button', async () => {
    signedInAs('viewer');
    renderKeywordsAt('/keywords');
    const form = await screen.findByRole('form', { name: 'Bulk keyword metrics' });
    expect(await within(form).findByText(CANNOT_PAY)).toBeVisible();
    expect(within(form).queryByRole('button', { name: /Get metrics/ })).toBeNull();
    expect(screen.getAllByText(CANNOT_PAY)).toHaveLength(1);
  });
});
