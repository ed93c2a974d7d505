// @vitest-environment jsdom
import type { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aiQueries } from '../../api/ai.ts';
import { configureClient } from '../../api/client.ts';
import { meQueries } from '../../api/me.ts';
import { fakeFetch, type RecordedRequest } from '../../api/test-fetch.ts';
import { meAs } from '../../components/testing/me.ts';
import { renderRoutes, testQueryClient } from '../../components/testing/render-routes.tsx';
import type { PersonRole } from '../../lib/people.ts';
import { engineIdParams, siteIdParams } from '../../lib/path-ids.ts';
import { AiPage } from './ai-page.tsx';
import { BrandCard } from './brand-card.tsx';
import { EngineCard } from './engine-card.tsx';
import { EnginePage } from './engine-page.tsx';
import { parseEngineSearch, parseSiteSearch } from './search.ts';
import { renderAi } from './test-render.tsx';

afterEach(() => configureClient({ fetch: (...args) => globalThis.fetch(...args) }));

const ENGINE = {
  id: 12,
  site_id: 7,
  base_name: 'chat_engine',
  country_code: 'US',
  region_name: null,
  lang_code: 'en',
  region_settings: [],
};
const PROMPTS = {
  site_llm_id: 12,
  site_id: 7,
  total: 1,
  limit: 50,
  offset: 0,
  items: [
    {
      k2site_llm_id: 5,
      site_llm_id: 12,
      keyword_id: 1005,
      keyword: 'best trail tent',
      search_volume: 900,
      intent: 1,
    },
  ],
};

/** The service as the AI pages read it; anything else an empty list. */
function service(req: RecordedRequest) {
  const path = req.url.pathname;
  if (path.endsWith('/airt/llm/12')) return { json: ENGINE };
  if (path.endsWith('/airt/llm')) return { json: [] };
  if (path.endsWith('/brands')) return { json: { site_id: 7, brand: 'Northwind' } };
  if (path.endsWith('/prompts')) return { json: PROMPTS };
  if (path.endsWith('/status'))
    return { json: { llm_id: 12, site_id: 7, progress: 0, last_update_date: null } };
  return { json: [] };
}

/** Who is signed in, as the app's frame knows it once it has asked. */
const signIn = (qc: QueryClient, role: PersonRole) => qc.setQueryData(meQueries.me().queryKey, meAs(role));

function signedInAs(role: PersonRole) {
  const qc = testQueryClient();
  signIn(qc, role);
  return qc;
}

function openEngine(role: PersonRole, url = '/sites/7/ai/12') {
  fakeFetch(service);
  renderRoutes(
    url,
    [
      {
        path: '/sites/$siteId/ai/$engineId',
        params: engineIdParams,
        validateSearch: parseEngineSearch,
        component: EnginePage,
      },
    ],
    signedInAs(role),
  );
}

function openSite(role: PersonRole) {
  fakeFetch(service);
  renderRoutes(
    '/sites/7/ai',
    [
      {
        path: '/sites/$siteId/ai/',
        params: siteIdParams,
        validateSearch: parseSiteSearch,
        component: AiPage,
      },
    ],
    signedInAs(role),
  );
}

function brandCard(role: PersonRole) {
  fakeFetch(service);
  renderAi(<BrandCard siteId={7} />, (qc) => {
    signIn(qc, role);
    qc.setQueryData(aiQueries.brand(7).queryKey, { site_id: 7, brand: 'Northwind' });
  });
}

function engineCard(role: PersonRole) {
  fakeFetch(service);
  renderAi(
    <EngineCard siteId={7} engine={{ ...ENGINE, region_settings: null }} presence={undefined} search={{}} />,
    (qc) => signIn(qc, role),
  );
}

const VIEWER_NOTE = 'Viewers cannot change anything here — ask an owner or an admin.';

describe('AI visibility, per role', () => {
  it('the brand is read, not a form, for a viewer', async () => {
    brandCard('viewer');
    expect(await screen.findByText(VIEWER_NOTE)).toBeVisible();
    expect(screen.getByText('Northwind')).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change brand' })).toBeNull();
  });

  it('an editor can change the brand', async () => {
    brandCard('editor');
    expect(await screen.findByRole('button', { name: 'Change brand' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'New brand name' })).toBeVisible();
    expect(screen.queryByText(VIEWER_NOTE)).toBeNull();
  });

  it('an engine’s card opens for a viewer, without Edit or Delete', async () => {
    engineCard('viewer');
    expect(await screen.findByRole('link', { name: /^Open / })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Edit region and language of / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });

  it('an engine’s card keeps Edit and Delete for an editor', async () => {
    engineCard('editor');
    expect(await screen.findByRole('button', { name: /^Edit region and language of / })).toBeVisible();
    expect(screen.getByRole('button', { name: /^Delete / })).toBeVisible();
  });

  it('the site’s page has no “Add an engine” form for a viewer: the note is there instead', async () => {
    openSite('viewer');
    expect(await screen.findByText('This site tracks no AI engine yet.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Add an engine' })).toBeNull();
    expect(screen.queryByRole('button', { name: /add engine/i })).toBeNull();
    // the brand card's note and the add form's
    expect(screen.getAllByText(VIEWER_NOTE)).toHaveLength(2);
  });

  it('the site’s page keeps “Add an engine” for an editor', async () => {
    openSite('editor');
    expect(await screen.findByRole('heading', { name: 'Add an engine' })).toBeVisible();
    expect(screen.getByText(/Add one below/)).toBeVisible();
    expect(screen.queryByText(VIEWER_NOTE)).toBeNull();
  });

  it('an engine’s page: a viewer cannot edit or delete the engine, nor add, pick or delete prompts', async () => {
    openEngine('viewer', '/sites/7/ai/12?tab=prompts');
    expect(await screen.findByText('best trail tent')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edit region and language' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Add prompts' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete selected/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    // one note in the header, one where the prompts would be added
    expect(screen.getAllByText(VIEWER_NOTE)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  });

  it('an engine’s page keeps editing, deleting and the prompts’ writes for an editor', async () => {
    openEngine('editor', '/sites/7/ai/12?tab=prompts');
    expect(await screen.findByRole('checkbox', { name: 'Select best trail tent' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit region and language' })).toBeVisible();
    expect(screen.getByRole('button', { name: /^Delete Chat/ })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Add prompts' })).toBeVisible();
    expect(screen.getByRole('button', { name: /^Delete selected/ })).toBeVisible();
    expect(screen.queryByText(VIEWER_NOTE)).toBeNull();
  });
});
