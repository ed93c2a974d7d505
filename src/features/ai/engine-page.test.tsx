// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureClient } from '../../api/client.ts';
import { fakeFetch } from '../../api/test-fetch.ts';
import { renderRoutes } from '../../components/testing/render-routes.tsx';
import { engineIdParams } from '../../lib/path-ids.ts';
import { EnginePage } from './engine-page.tsx';
import { parseEngineSearch } from './search.ts';

afterEach(() => configureClient({ fetch: (...args) => globalThis.fetch(...args) }));

const stats = {
  llm_id: 12,
  site_id: 7,
  top: 0,
  stats: { indexed_percent: 0, keywords_count: 0, last_update: null },
  presence: { link_percent_in_top: 0, link_diff: 0, mention_percent_in_top: 0, mention_diff: 0 },
  aio_presence: [],
  organic_overlap: [],
  sources_presence: [],
};

function open(base_name: string) {
  const engine = {
    id: 12,
    site_id: 7,
    base_name,
    country_code: 'US',
    region_name: null,
    lang_code: 'en',
    region_settings: [],
  };
  fakeFetch((req) => {
    const path = req.url.pathname;
    if (path.endsWith('/airt/llm/12')) return { json: engine };
    if (path.endsWith('/statistics')) return { json: stats };
    if (path.endsWith('/status'))
      return { json: { llm_id: 12, site_id: 7, progress: 0, last_update_date: null } };
    return { json: [] };
  });
  renderRoutes('/sites/7/ai/12', [
    {
      path: '/sites/$siteId/ai/$engineId',
      params: engineIdParams,
      validateSearch: parseEngineSearch,
      component: EnginePage,
    },
  ]);
}

describe('the engine page names its engine one way: by its product', () => {
  it.each(['assistant_engine', 'gemini'])('%s: "Gemini", and never a wire label', async (name) => {
    open(name);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Gemini #12');
    const header = heading.closest('header') ?? document.body;
    expect(header).toHaveTextContent('Conversational assistant · US · en');
    expect(header).not.toHaveTextContent(name === 'gemini' ? /“gemini”/ : /assistant_engine/);
  });

  it('shows an engine neither vocabulary knows by its own name', async () => {
    open('claude');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('claude #12');
    expect(screen.getByText('Other engine')).toBeInTheDocument();
  });
});
