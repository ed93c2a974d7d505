// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureClient } from '../../api/client.ts';
import { fakeFetch, type RecordedRequest } from '../../api/test-fetch.ts';
import { renderRoutes } from '../../components/testing/render-routes.tsx';
import { formatDate } from '../../lib/format.ts';
import { engineIdParams } from '../../lib/path-ids.ts';
import { EnginePage } from './engine-page.tsx';
import { parseEngineSearch, resolveRange } from './search.ts';

afterEach(() => configureClient({ fetch: (...args) => globalThis.fetch(...args) }));

const engine = {
  id: 12,
  site_id: 7,
  base_name: 'chat_engine',
  country_code: 'US',
  region_name: null,
  lang_code: 'en',
  region_settings: [],
};

/** What the engine page asks of the service: the statistics' range is what the page shows. */
function open(url: string) {
  const asked: RecordedRequest[] = [];
  fakeFetch((req) => {
    const path = req.url.pathname;
    if (path.endsWith('/statistics')) asked.push(req);
    if (path.endsWith('/airt/llm/12')) return { json: engine };
    if (path.endsWith('/statistics'))
      return {
        json: {
          llm_id: 12,
          site_id: 7,
          top: 0,
          stats: { indexed_percent: 0, keywords_count: 0, last_update: null },
          presence: { link_percent_in_top: 0, link_diff: 0, mention_percent_in_top: 0, mention_diff: 0 },
          sources_presence: [],
        },
      };
    if (path.endsWith('/status'))
      return { json: { llm_id: 12, site_id: 7, progress: 0, last_update_date: null } };
    return { json: [] };
  });
  renderRoutes(url, [
    {
      path: '/sites/$siteId/ai/$engineId',
      params: engineIdParams,
      validateSearch: parseEngineSearch,
      component: EnginePage,
    },
  ]);
  return asked;
}

const last30 = () => {
  const r = resolveRange({});
  return `${formatDate(r.from)} – ${formatDate(r.to)}`;
};

describe('an AI page address with a bad range', () => {
  it('shows the last 30 days and says the dates were not days', async () => {
    const asked = open('/sites/7/ai/12?from=2026-13-45&to=garbage');
    expect(
      await screen.findByText('The address had dates that are not days; showing the last 30 days.'),
    ).toBeInTheDocument();
    expect(await screen.findByText(new RegExp(last30()))).toBeInTheDocument();
    const { from, to } = resolveRange({});
    expect(asked.at(-1)?.url.searchParams.get('from')).toBe(from);
    expect(asked.at(-1)?.url.searchParams.get('to')).toBe(to);
  });

  it('falls back whole when only one date is bad', async () => {
    open('/sites/7/ai/12?from=2026-11-01&to=2026-02-30');
    expect(await screen.findByText(/dates that are not days; showing the last 30 days/)).toBeInTheDocument();
    expect(await screen.findByText(new RegExp(last30()))).toBeInTheDocument();
  });

  it('says so when the range ends before it starts, and shows the last 30 days', async () => {
    open('/sites/7/ai/12?from=2026-11-10&to=2026-11-01');
    expect(
      await screen.findByText(
        'The address had a range that ends before it starts; showing the last 30 days.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText(new RegExp(last30()))).toBeInTheDocument();
  });

  it('says nothing for a good range, and shows it', async () => {
    open('/sites/7/ai/12?from=2026-10-02&to=2026-11-01');
    expect(await screen.findByText(/Oct 2, 2026 – Nov 1, 2026/)).toBeInTheDocument();
    expect(screen.queryByText(/showing the last 30 days/)).toBeNull();
  });
});
