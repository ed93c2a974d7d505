// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureClient } from '../../api/client.ts';
import { fakeFetch } from '../../api/test-fetch.ts';
import { renderInRouter } from '../../components/testing/render-routes.tsx';
import { SiteAi } from './site-ai.tsx';

afterEach(() => configureClient({ fetch: (...args) => globalThis.fetch(...args) }));

const engine = (id: number, base_name: string, country_code: string) => ({
  id,
  site_id: 101,
  base_name,
  country_code,
  region_name: null,
  lang_code: null,
  region_settings: [],
});

function show(engines: unknown[]) {
  fakeFetch((req) =>
    // only the names are under test here: each engine's figures stay unread
    req.url.pathname === '/api/project/sites/101/airt/llm' ? { json: engines } : { status: 404, json: {} },
  );
  renderInRouter(<SiteAi siteId={101} range={{ from: '2026-11-01', to: '2026-11-25' }} />);
}

const names = async () =>
  (await screen.findAllByRole('listitem')).map((li) => within(li).getByText(/:\s*$/).textContent?.trim());

describe('the overview names AI engines by their product', () => {
  it('in the spec vocabulary (the sandbox default)', async () => {
    show([engine(301, 'chat_engine', 'US'), engine(305, 'assistant_engine', 'us')]);
    expect(await names()).toEqual(['ChatGPT (US):', 'Gemini (US):']);
  });

  it("in the service's own vocabulary (SANDBOX_VOCABULARY=service, the real service)", async () => {
    show([engine(301, 'chatgpt', 'US'), engine(305, 'gemini', 'US')]);
    expect(await names()).toEqual(['ChatGPT (US):', 'Gemini (US):']);
  });

  it('shows an engine neither vocabulary knows by its own name', async () => {
    show([engine(309, 'claude', 'DE')]);
    expect(await names()).toEqual(['claude (DE):']);
  });
});
