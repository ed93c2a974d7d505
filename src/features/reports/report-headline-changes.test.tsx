// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReportHeadline } from './report-headline.tsx';

/**
 * The headline's changes: each figure is the mean over the report's range (28 Oct – 26 Nov), compared with the mean
 * over the 30 days before (28 Sep – 27 Oct), and a position that grew is said to be worse, in red.
 */
const RANGE = { from: '2026-10-28', to: '2026-11-26' };

const day = (d: string, average: number | null, top3: number, top10: number) => ({
  day: d,
  checked: 4,
  found: 4,
  average,
  top3,
  top10,
});

/** positions: the last day is 1.3 places better than the first, but the range's mean is worse than the month before */
const TRENDS = {
  days: 60,
  since: '2026-09-28',
  trend: [
    day('2026-10-10', 15, 0.5, 0.75),
    day('2026-10-20', 15, 0.5, 0.75),
    day('2026-10-28', 18.1, 0.25, 0.5),
    day('2026-11-10', 20, 0.25, 0.5),
    day('2026-11-26', 16.8, 0.25, 0.5),
  ],
  competitors: [],
  site: [],
};

const ENGINE = {
  id: 5,
  site_id: 101,
  base_name: 'chat_engine',
  country_code: 'US',
  region_name: null,
  lang_code: 'en',
  region_settings: [],
};

/** the service's own change: the last day against the first */
const STATS = {
  llm_id: 5,
  site_id: 101,
  top: 0,
  stats: { indexed_percent: 90, keywords_count: 4, last_update: '2026-11-26' },
  presence: { link_percent_in_top: 55, link_diff: 26.79, mention_percent_in_top: 50, mention_diff: -10 },
  sources_presence: { answers_with_sources: 80, answers_with_sources_diff: 5 },
};

const entry = (date: string, link: boolean, mention: boolean) => ({
  date,
  url_position: link ? 2 : 0,
  urls_count: 5,
  mention_position: mention ? 1 : 0,
  mentions_count: 3,
  organic_overlap: null,
  organic_overlap_percent: null,
});

/** four prompts; per day [link, mention] for each */
function rankings(from: string, days: Record<string, [boolean, boolean][]>) {
  const items = [0, 1, 2, 3].map((i) => ({
    keyword_id: i + 1,
    keyword: `prompt ${i + 1}`,
    search_volume: null,
    search_intent: null,
    positions: Object.entries(days).map(([d, v]) => entry(d, v[i]![0], v[i]![1])),
  }));
  return {
    site_llm_id: 5,
    site_id: 101,
    date_from: from,
    date_to: '',
    items,
    total: 4,
    limit: 1000,
    offset: 0,
  };
}

const T = true;
const F = false;
// link: 50 % and 25 % in the range (mean 37.5), 25 % before; mention: 100 % and 50 % (mean 75), 100 % before
const NOW = rankings(RANGE.from, {
  '2026-11-01': [
    [T, T],
    [T, T],
    [F, T],
    [F, T],
  ],
  '2026-11-20': [
    [T, T],
    [F, T],
    [F, F],
    [F, F],
  ],
});
const BEFORE = rankings('2026-09-28', {
  '2026-10-01': [
    [T, T],
    [F, T],
    [F, T],
    [F, T],
  ],
});

let before: unknown = BEFORE;

beforeEach(() => {
  before = BEFORE;
  vi.stubGlobal('fetch', (input: string) => {
    const url = new URL(String(input), 'http://localhost');
    const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    if (url.pathname.endsWith('/positions/trends')) return json(TRENDS);
    if (url.pathname.endsWith('/prompts/rankings'))
      return json(url.searchParams.get('date_from') === RANGE.from ? NOW : before);
    if (url.pathname.endsWith('/llm/5/statistics')) return json(STATS);
    if (url.pathname.endsWith('/airt/llm')) return json([ENGINE]);
    return new Promise<Response>(() => {});
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function draw() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ReportHeadline
        siteId={101}
        range={RANGE}
        shown={['ai', 'positions']}
        engine={undefined}
        domain={undefined}
      />
    </QueryClientProvider>,
  );
}

const tile = async (label: string) => (await screen.findByText(label, { selector: 'dt' })).parentElement!;
const COMPARED = 'mean of Oct 28 – Nov 26 vs Sep 28 – Oct 27';

describe('the report headline’s changes', () => {
  it('says a worse average position is worse, in red, with the period means it compares', async () => {
    draw();
    const t = await tile('Average position');
    // (18.1 + 20 + 16.8) / 3 = 18.3 against 15
    expect(await within(t).findByText('18.3')).toBeInTheDocument();
    const move = within(t).getByText(/places worse/);
    expect(move).toHaveTextContent('▼ 3.3 places worse');
    expect(move.className).toContain('text-red-700');
    expect(move.className).not.toContain('emerald');
    expect(t).toHaveTextContent(COMPARED);
  });

  it('compares AI presence as period means, not the last day against the first', async () => {
    draw();
    const link = await tile('AI link presence');
    expect(await within(link).findByText('37.5%')).toBeInTheDocument();
    expect(within(link).getByText(/pp better/)).toHaveTextContent('▲ 12.5 pp better');
    expect(link).not.toHaveTextContent('26.79');
    expect(link).toHaveTextContent(COMPARED);
    const mention = await tile('AI mention presence');
    expect(within(mention).getByText('75%')).toBeInTheDocument();
    expect(within(mention).getByText(/pp worse/)).toHaveTextContent('▼ 25 pp worse');
  });

  it('says there is no earlier period to compare, never a change of 0', async () => {
    before = rankings('2026-09-28', {});
    draw();
    const link = await tile('AI link presence');
    expect(await within(link).findByText('no earlier period to compare')).toBeInTheDocument();
    expect(link).not.toHaveTextContent(/no change|\b0 pp/);
  });
});

// the server's PDF and mail read the tiles by these markers
describe('the report headline’s markers', () => {
  it('carries each figure, its value and its change in words with what it is compared with', async () => {
    draw();
    const t = await tile('Average position');
    await within(t).findByText('18.3');
    expect(t).toHaveAttribute('data-figure-label', 'Average position');
    expect(t).toHaveAttribute('data-figure-value', '18.3');
    expect(t.getAttribute('data-figure-change')).toBe(
      `3.3 places worse, tracked keywords found, daily ${COMPARED}`,
    );
    const link = await tile('AI link presence');
    await within(link).findByText('37.5%');
    expect(link.getAttribute('data-figure-change')).toBe(`12.5 pp better, all positions; daily ${COMPARED}`);
  });

  it('leaves the change empty when there is nothing to compare with', async () => {
    before = rankings('2026-09-28', {});
    draw();
    const link = await tile('AI link presence');
    await within(link).findByText('no earlier period to compare');
    expect(link).toHaveAttribute('data-figure-change', '');
  });
});
