// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeFetch, type RecordedRequest } from '../../api/test-fetch.ts';
import { clientWithStatus } from '../../api/test-local-status.ts';
import { auditItem } from '../../components/testing/audit-item.ts';
import { renderKeywordsAt } from './test-router.tsx';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const kw = (keyword: string, volume: number) => ({
  keyword,
  volume,
  cpc: 1.2,
  difficulty: 35,
  competition: 0.4,
  intents: ['C'],
  serp_features: ['images'],
  history_trend: null,
});

const AUDIT = auditItem({
  id: 1,
  site_id: 101,
  url: 'https://www.northwind-outdoor.com',
  title: 'Northwind Outdoor',
});

function service(req: RecordedRequest) {
  const path = req.url.pathname;
  if (path.endsWith('/v1/keywords/similar')) {
    const offset = Number(req.url.searchParams.get('offset'));
    return { json: { total: 25, keywords: [kw(`boots ${offset + 1}`, 100), kw(`boots ${offset + 2}`, 90)] } };
  }
  if (path.endsWith('/site-audit/audits')) return { json: { total: 1, items: [AUDIT] } };
  if (path.endsWith('/sites/101/airt/llm')) {
    return {
      json: [
        {
          id: 301,
          site_id: 101,
          base_name: 'chat_engine',
          country_code: 'US',
          region_name: null,
          lang_code: 'en',
          region_settings: [],
        },
      ],
    };
  }
  if (path.endsWith('/v1/serp/classic/locations')) {
    return {
      json: {
        data: [
          { location_id: '1012001', location_name: 'Denver,Colorado,United States', country_code: 'US' },
          { location_id: '2840', location_name: 'United States', country_code: 'US' },
        ],
      },
    };
  }
  if (path.endsWith('/v1/serp/classic/tasks') && req.method === 'POST') {
    const body = req.json as { query: string[] };
    return {
      json: body.query.map((query, i) => ({
        id: 500 + i,
        query,
        location_id: 2840,
        language_code: 'en',
        is_completed: false,
        added: '2024-05-31 10:00:00',
      })),
    };
  }
  if (path.endsWith('/airt/llm/301/prompts'))
    return { status: 201, json: { site_llm_id: 301, site_id: 101, added: 1, prompts: [9001] } };
  return { status: 404, json: { message: 'not faked' } };
}

const paid = (calls: RecordedRequest[]) => calls.filter((c) => c.url.pathname.includes('/v1/keywords/'));

/** Similar keywords of "boots", 10 a page, after the one paid run (`more`: further search params). */
async function similarBoots(more = '', qc?: QueryClient) {
  const user = userEvent.setup();
  const f = fakeFetch(service);
  const { router } = renderKeywordsAt(`/keywords?tab=similar&q=boots&limit=10${more}`, qc);
  await user.click(await screen.findByRole('button', { name: 'Run this search · up to 100 credits' }));
  const table = await screen.findByRole('table', { name: 'Similar keywords for boots' });
  return { user, f, router, table };
}

describe('similar keywords', () => {
  it('never runs a search on its own: a link shows the price and waits', async () => {
    const f = fakeFetch(service);
    renderKeywordsAt('/keywords?tab=similar&q=boots&limit=10');
    expect(await screen.findByRole('button', { name: 'Run this search · up to 100 credits' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Find similar keywords · up to 100 credits' })).toBeVisible();
    expect(paid(f.calls)).toHaveLength(0);
  });

  it('checks filters at the field, then sends them; pages cost once and are free to revisit', async () => {
    const user = userEvent.setup();
    const f = fakeFetch(service);
    const { router } = renderKeywordsAt('/keywords?tab=similar');
    await user.type(await screen.findByRole('textbox', { name: 'Seed keyword' }), 'boots');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Page size' }), '10');
    const difficultyFrom = screen.getByRole('textbox', { name: 'Difficulty from' });
    await user.type(difficultyFrom, '101');
    // spec: filter[difficulty] 0-100
    expect(difficultyFrom).toHaveAccessibleDescription('Enter a whole number from 0 to 100.');
    const keep = screen.getByRole('group', { name: 'Keep keywords that match' });
    await user.click(within(keep).getByRole('button', { name: '+ Add a condition' }));
    await user.click(screen.getByRole('button', { name: 'Find similar keywords · up to 100 credits' }));
    expect(
      screen.getByRole('textbox', { name: 'Keep: group 1 condition 1 text' }),
    ).toHaveAccessibleDescription('Enter the text to match, or remove this condition.');
    expect(paid(f.calls)).toHaveLength(0);

    await user.clear(difficultyFrom);
    await user.type(difficultyFrom, '20');
    await user.type(screen.getByRole('textbox', { name: 'Keep: group 1 condition 1 text' }), 'best');
    await user.click(screen.getByRole('checkbox', { name: /C Commercial/ }));
    await user.click(screen.getByRole('button', { name: 'Find similar keywords · up to 100 credits' }));

    expect(await screen.findByRole('heading', { name: '25 similar keywords for “boots”' })).toBeVisible();
    expect(paid(f.calls)).toHaveLength(1);
    expect(paid(f.calls)[0]?.query).toEqual([
      ['source', 'us'],
      ['keyword', 'boots'],
      ['limit', '10'],
      ['offset', '0'],
      ['filter[difficulty][from]', '20'],
      ['filter[intents]', 'C'],
      ['filter[multi_keyword_included]', '[[{"type":"contains","value":"best"}]]'],
    ]);
    expect(router.state.location.search).toMatchObject({ q: 'boots', difficulty: '20..', intents: 'C' });
    // after the answer: actual cost, and the same search is now free
    expect(screen.getByText(/This page: 2 keywords · 20 credits spent /)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Find similar keywords · saved, no credits' })).toBeVisible();

    // total 25, page size 10: the next page can return 10 keywords
    await user.click(screen.getByRole('button', { name: 'Next page · up to 100 credits' }));
    expect(await screen.findByRole('rowheader', { name: 'boots 11' })).toBeVisible();
    expect(paid(f.calls)).toHaveLength(2);
    expect(router.state.location.search).toMatchObject({ offset: 10 });
    await user.click(screen.getByRole('button', { name: 'Previous page · saved' }));
    expect(await screen.findByRole('rowheader', { name: 'boots 1' })).toBeVisible();
    expect(paid(f.calls)).toHaveLength(2);
  }, 60_000);

  it('sends selected keywords to an AI engine and says how many were new', async () => {
    const { user, f, table } = await similarBoots();
    await user.click(within(table).getByRole('checkbox', { name: 'Select boots 1' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Select boots 2' }));
    await user.click(screen.getByRole('button', { name: 'Add to AI prompts…' }));
    const form = screen.getByRole('form', { name: 'Add to AI prompts' });
    await within(form).findByRole('option', { name: /ChatGPT · US \(#301\)/ });
    expect(within(form).getByRole('combobox', { name: 'Site' })).toHaveValue('101');
    await user.click(within(form).getByRole('button', { name: 'Add 2 prompts' }));
    expect(await within(form).findByText(/Added 1, 1 already tracked\./)).toBeVisible();
    const post = f.calls.find((c) => c.method === 'POST');
    expect(post?.url.pathname).toBe('/api/project/sites/101/airt/llm/301/prompts');
    expect(post?.json).toEqual({ prompts: ['boots 1', 'boots 2'] });
  });

  it('"Track these" opens the site’s rank tracking with the keywords filled in, adding and spending nothing', async () => {
    const { user, f, router, table } = await similarBoots();
    await user.click(within(table).getByRole('checkbox', { name: 'Select all 2 rows' }));
    const before = f.calls.length;
    await user.click(screen.getByRole('button', { name: 'Track these…' }));
    const group = screen.getByRole('group', { name: 'Track these keywords' });
    await within(group).findByRole('option', { name: 'Northwind Outdoor (#101)' });
    await user.click(within(group).getByRole('link', { name: 'Continue to rank tracking with 2 keywords' }));
    expect(router.state.location.pathname).toBe('/sites/101/positions');
    expect(router.state.location.search).toEqual({ add: 'boots 1\nboots 2' });
    expect(f.calls.slice(before).filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('queues selected keywords as SERP tasks only after showing 10 credits per keyword', async () => {
    // a live data interface: the engine goes by the service's own name
    const { user, f, table } = await similarBoots('', clientWithStatus({ data: 'live' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Select all 2 rows' }));
    await user.click(screen.getByRole('button', { name: 'Queue SERP tasks…' }));
    const form = screen.getByRole('form', { name: 'Queue SERP tasks' });
    // the country-level location is chosen by default
    await within(form).findByRole('option', { name: 'United States' });
    expect(within(form).getByRole('combobox', { name: 'Location' })).toHaveValue('2840');
    expect(form).toHaveTextContent('2 keywords × 10 credits = 20 credits');
    expect(f.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(within(form).getByRole('button', { name: 'Queue 2 SERP tasks · 20 credits' }));
    expect(await within(form).findByText('Queued 2 tasks.')).toBeVisible();
    expect(within(form).getByRole('link', { name: 'boots 1' })).toHaveAttribute('href', '/serp/500');
    const post = f.calls.find((c) => c.method === 'POST');
    expect(post?.json).toEqual({
      search_engine: 'google',
      query: ['boots 1', 'boots 2'],
      device: 'desktop',
      language_code: 'en',
      location_id: 2840,
    });
  });

  it('a column header asks the service for that order over every result, its cost shown first', async () => {
    const { user, f, router, table } = await similarBoots();
    expect(paid(f.calls)).toHaveLength(1);
    expect(screen.getByText(/asks the service for that order across all 25 results/)).toBeVisible();

    await user.click(within(table).getByRole('button', { name: /Volume/ }));
    // nothing is spent on a click: the new order is a new search that shows its price and waits
    expect(
      await screen.findByText(
        /sorted by Volume \(highest first\) by the service\. Running it costs up to 100 credits\./,
      ),
    ).toBeVisible();
    expect(paid(f.calls)).toHaveLength(1);
    expect(router.state.location.search).toMatchObject({ sort: 'volume', order: 'desc' });
    expect(router.state.location.search).not.toHaveProperty('by');

    await user.click(screen.getByRole('button', { name: 'Run this search · up to 100 credits' }));
    const sorted = await screen.findByRole('table', { name: 'Similar keywords for boots' });
    expect(within(sorted).getByRole('columnheader', { name: /Volume/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // spec: similar takes sort (volume …) and sort_order (asc, desc)
    expect(paid(f.calls)[1]?.query).toEqual(
      expect.arrayContaining([
        ['sort', 'volume'],
        ['sort_order', 'desc'],
        ['offset', '0'],
      ]),
    );
    // the next page continues in the same order
    await user.click(screen.getByRole('button', { name: 'Next page · up to 100 credits' }));
    await screen.findByRole('rowheader', { name: 'boots 11' });
    expect(paid(f.calls)[2]?.query).toEqual(
      expect.arrayContaining([
        ['sort', 'volume'],
        ['offset', '10'],
      ]),
    );
  }, 60_000);

  it('a column the service cannot sort says it sorts this page only', async () => {
    const { user, table } = await similarBoots('&trend=true');
    await user.click(within(table).getByRole('button', { name: /SERP features/ }));
    expect(await screen.findByText(/Sorted by SERP features on this page only/)).toHaveTextContent(
      /keywords 1–2 of 25\): the service cannot sort by it, so Next page continues in the service's order/,
    );
  });
});
