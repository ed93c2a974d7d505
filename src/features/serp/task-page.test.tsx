// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { strToU8, zipSync } from 'fflate';
import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { fakeFetch, type FakeAnswer } from '../../api/test-fetch.ts';
import { auditItem } from '../../components/testing/audit-item.ts';
import { renderSerpAt } from './test-router.tsx';
import { serpItem as item, serpResult } from './test-results.ts';

const TASKS = '/api/data/v1/serp/classic/tasks';

const organic = item({
  type: 'organic',
  rank_absolute: 2,
  domain: 'boots.example',
  url: 'https://boots.example/hiking',
  title: 'Hiking Boots for Every Trail',
  description: 'The best hiking boots of the year',
  breadcrumb: 'boots.example › hiking',
  highlighted_terms: ['hiking boots'],
});

const result = (items: unknown[]) =>
  serpResult(items, {
    serp_url: 'https://search.example/?q=hiking+boots',
    summary: { total_results: 1_250_000, organic_items_count: 1, SERP_features: ['ai_overview'] },
  });

const advancedItems = [
  item({
    type: 'ai_overview',
    title: 'AI overview',
    description: 'Hiking boots protect your ankles.',
    links: [{ url: 'https://a.example', title: 'Source A' }],
  }),
  organic,
  item({
    type: 'related_searches',
    rank_absolute: 3,
    title: 'Related searches',
    searches: ['hiking boots men', 'hiking boots sale'],
  }),
  item({ type: 'knowledge_graph', rank_absolute: 4, title: 'Boots', card_id: 'kg-1' }),
];

function service(answers: Partial<Record<'result' | 'advanced' | 'html', () => FakeAnswer>>) {
  return fakeFetch((req) => {
    const p = req.url.pathname;
    if (p === `${TASKS}/results_advanced`) return answers.advanced?.() ?? { json: result(advancedItems) };
    if (p === `${TASKS}/html`) return answers.html?.() ?? { json: { status: 'processing' } };
    if (p === TASKS && req.url.searchParams.has('task_id'))
      return answers.result?.() ?? { json: result([organic]) };
    if (p.endsWith('/locations')) return { json: { data: [] } };
    return { json: [] };
  });
}

describe('SERP task page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('shows {status: processing} as a waiting state that updates itself, then the standard results', async () => {
    let asked = 0;
    service({
      result: () => (++asked < 2 ? { json: { status: 'processing' } } : { json: result([organic]) }),
    });
    renderSerpAt('/serp/901');
    expect(await screen.findByText('Collecting the search results…', {})).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    const table = await screen.findByRole('table', { name: 'Standard results, top 100' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('2 / 1');
    expect(within(row).getByRole('link', { name: 'Hiking Boots for Every Trail' })).toHaveAttribute(
      'href',
      'https://boots.example/hiking',
    );
    expect(row).toHaveTextContent('boots.example › hiking');
    expect(screen.getByRole('heading', { name: '“hiking boots”' })).toBeInTheDocument();
    expect(screen.getByText('Total results').nextSibling).toHaveTextContent('1,250,000');
    expect(screen.getByText(/more \(until/)).toHaveTextContent(/^2[23] h/);
  });

  it("marks the header's site in the results and says its place at the top", async () => {
    fakeFetch((req) => {
      const p = req.url.pathname;
      if (p.endsWith('/site-audit/audits'))
        return {
          json: {
            total: 1,
            items: [
              auditItem({ id: 5101, site_id: 101, url: 'https://www.boots.example', title: 'Boots Co' }),
            ],
          },
        };
      if (p === TASKS && req.url.searchParams.has('task_id'))
        return {
          json: result([
            item({
              type: 'organic',
              rank_absolute: 1,
              rank_group: 1,
              domain: 'other.example',
              title: 'Other',
            }),
            { ...organic, rank_absolute: 3, rank_group: 2, domain: 'www.boots.example' },
          ]),
        };
      if (p.endsWith('/locations')) return { json: { data: [] } };
      return { json: [] };
    });
    renderSerpAt('/serp/901');
    await screen.findByRole('table', { name: 'Standard results, top 100' });
    const line = await screen.findByText(
      (_, el) => el?.tagName === 'P' && /ranks #/.test(el.textContent ?? ''),
    );
    expect(line).toHaveTextContent(
      'Boots Co (boots.example) ranks #2 in the organic results (place 3 on the page), marked below.',
    );
    const table = screen.getByRole('table', { name: 'Standard results, top 100' });
    const mine = within(table).getByRole('row', { name: /^Your site: www\.boots\.example at 3/ });
    expect(within(mine).getByText('Your site')).toBeVisible();
    expect(within(table).getAllByText('Your site')).toHaveLength(1);
  });

  // A fresh browser remembers no site, and the header then holds the first known site by name: a task tagged for
  // one site was checked against another. The tag names the site; the page's own picker still changes it.
  it('checks a task against the site its tag names in a fresh browser; the picker on the page changes it', async () => {
    const net = fakeFetch((req) => {
      const p = req.url.pathname;
      if (p.endsWith('/site-audit/audits'))
        return {
          json: {
            total: 3,
            items: [
              auditItem({
                id: 5101,
                site_id: 101,
                url: 'https://www.northwind-outdoor.com',
                title: 'Northwind Outdoor',
              }),
              auditItem({
                id: 5102,
                site_id: 102,
                url: 'https://bloom-botanics.co.uk',
                title: 'Bloom Botanics',
              }),
              auditItem({
                id: 5104,
                site_id: 104,
                url: 'https://www.bazaarline.com',
                title: 'Bazaarline Marketplace',
              }),
            ],
          },
        };
      if (p === TASKS && req.url.searchParams.has('task_id'))
        return {
          json: result([
            item({
              type: 'organic',
              rank_absolute: 1,
              rank_group: 1,
              domain: 'other.example',
              title: 'Other',
            }),
            item({
              type: 'organic',
              rank_absolute: 4,
              rank_group: 3,
              domain: 'www.northwind-outdoor.com',
              url: 'https://www.northwind-outdoor.com/boots',
              title: 'Northwind boots',
            }),
          ]),
        };
      if (p.endsWith('/locations')) return { json: { data: [] } };
      return { json: [] };
    });
    const user = userEvent.setup();
    const { router } = renderSerpAt('/serp/480001');
    await screen.findByRole('table', { name: 'Standard results, top 100' });
    const standing = () => screen.getAllByRole('status').find((el) => el.tagName === 'P');
    await waitFor(() =>
      expect(standing()).toHaveTextContent(
        'Northwind Outdoor (northwind-outdoor.com) ranks #3 in the organic results (place 4 on the page), marked below.',
      ),
    );
    const picker = screen.getByRole('combobox', { name: 'Check against' });
    expect(picker).toHaveDisplayValue('Northwind Outdoor (#101)');
    expect(screen.getByText('The site the task’s tag “northwind” names.')).toBeVisible();

    await user.selectOptions(picker, 'Bazaarline Marketplace (#104)');
    await waitFor(() =>
      expect(standing()).toHaveTextContent(
        'Bazaarline Marketplace (bazaarline.com) is not in these results.',
      ),
    );
    expect(router.state.location.search).toMatchObject({ site: 104 });
    expect(screen.getByText('Chosen here.')).toBeVisible();
    expect(net.calls.filter((c) => c.url.searchParams.has('task_id'))).toHaveLength(1);
  });

  it('says an expired task’s results are gone (service: 404 "…results expired…")', async () => {
    service({
      result: () => ({
        status: 404,
        json: { message: 'SERP task 901 results expired: results are kept 24 hours after collection' },
      }),
    });
    renderSerpAt('/serp/901');
    const gone = await screen.findByRole('alert', {});
    expect(gone).toHaveTextContent('The results of this task are gone');
    expect(gone).toHaveTextContent('keeps SERP results for 24 hours after collection');
  });

  it('fetches advanced results only after confirming 10 credits, renders every type, never fetches twice', async () => {
    const f = service({});
    const user = userEvent.setup();
    const first = renderSerpAt('/serp/901?tab=advanced');
    await user.click(await screen.findByRole('button', { name: 'Get advanced results (10 credits)' }));
    const advancedCalls = () => f.calls.filter((c) => c.url.pathname.endsWith('/results_advanced')).length;
    expect(advancedCalls()).toBe(0);
    expect(
      screen.getByRole('heading', { name: 'Spend 10 credits on advanced results?' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Spend 10 credits' }));

    const list = await screen.findByRole('list', { name: 'Advanced result items' });
    expect(within(list).getByRole('heading', { name: 'AI overview' })).toBeInTheDocument();
    expect(list).toHaveTextContent('Hiking boots protect your ankles.');
    expect(within(list).getByRole('link', { name: 'Source A' })).toBeInTheDocument();
    const searches = within(list).getByRole('list', { name: 'Searches' });
    expect(
      within(searches)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['hiking boots men', 'hiking boots sale']);
    // an unknown type still shows, with its fields
    const kg = within(list).getByRole('article', { name: 'Knowledge graph at #4' });
    expect(kg).toHaveTextContent('"card_id": "kg-1"');
    expect(advancedCalls()).toBe(1);
    // just asked of the service: spent now
    expect(screen.getByText(/^These results: 10 credits spent /)).toBeInTheDocument();

    // Leave and come back in the same session, then "reload" with a fresh client: no second request.
    await first.router.navigate({ to: '/serp/$taskId', params: { taskId: 901 }, search: {} });
    await first.router.navigate({
      to: '/serp/$taskId',
      params: { taskId: 901 },
      search: { tab: 'advanced' },
    });
    expect(await screen.findByRole('list', { name: 'Advanced result items' })).toBeInTheDocument();
    first.unmount();
    renderSerpAt(
      '/serp/901?tab=advanced',
      new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    );
    expect(await screen.findByRole('list', { name: 'Advanced result items' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Get advanced results/ })).toBeNull();
    expect(advancedCalls()).toBe(1);
    // the saved copy: paid once, when first fetched, and nothing now (as its badge says)
    expect(screen.getByText('Saved in this browser · no credits spent')).toBeInTheDocument();
    expect(
      screen.getByText(/^These results: 10 credits when first fetched .+; 0 credits now\./),
    ).toBeInTheDocument();
    expect(screen.queryByText(/credits spent /)).toBeNull();
  });

  it('unzips the HTML dump in the browser: manifest, pages, each in a frame with scripts disabled', async () => {
    const page = (n: number) =>
      `<html><head><script>document.body.append('ran')</script></head><body><h3>Result page ${n}</h3></body></html>`;
    const zip = zipSync({
      'manifest.json': strToU8(JSON.stringify({ task_id: 901, pages: [{ file: 'desktop/page-1.html' }] })),
      'desktop/page-1.html': strToU8(page(1)),
      'desktop/page-2.html': strToU8(page(2)),
    });
    // jsdom has its own Blob; fetch's Response (Node's) makes Node Blobs, as one Blob class does in a browser
    const jsdomBlob = globalThis.Blob;
    globalThis.Blob = NodeBlob as unknown as typeof Blob;
    onTestFinished(() => {
      globalThis.Blob = jsdomBlob;
    });
    let asked = 0;
    service({
      html: () =>
        ++asked < 2
          ? { json: { status: 'processing' } }
          : { body: zip as BodyInit, headers: { 'content-type': 'application/zip' } },
    });
    const user = userEvent.setup();
    renderSerpAt('/serp/901?tab=html');
    expect(
      await screen.findByText('The HTML is still being collected; this updates by itself.'),
    ).toBeInTheDocument();
    const frame = await screen.findByTitle('HTML dump page desktop/page-1.html', {});
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('Result page 1');
    expect(screen.getByLabelText('manifest.json')).toHaveTextContent('"task_id": 901');
    expect(screen.getByRole('button', { name: /Download ZIP/ })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'desktop/page-2.html' }));
    await waitFor(() =>
      expect(screen.getByTitle('HTML dump page desktop/page-2.html').getAttribute('srcdoc')).toContain(
        'Result page 2',
      ),
    );
  });
});
