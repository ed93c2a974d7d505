// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../api/client.ts';
import { fakeFetch, type RecordedRequest } from '../../api/test-fetch.ts';
import { auditItem } from '../../components/testing/audit-item.ts';
import { renderInRouter } from '../../components/testing/render-routes.tsx';
import { AddPromptsPanel } from './add-prompts-panel.tsx';

// The panel's bound is the house's one prompt limit (lib/limits.ts, the spec's "Prompt length"), not a copy of
// it: set lower here, the panel must follow it.
vi.mock('../../lib/limits.ts', async (real) => {
  const { LIMITS } = await real<typeof import('../../lib/limits.ts')>();
  return { LIMITS: { ...LIMITS, prompt: 12 } };
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  configureClient({ fetch: (...args) => globalThis.fetch(...args) });
});

const AUDIT = auditItem({
  id: 1,
  site_id: 101,
  url: 'https://www.northwind-outdoor.com',
  title: 'Northwind',
});
const ENGINE = {
  id: 301,
  site_id: 101,
  base_name: 'chat_engine',
  country_code: 'US',
  region_name: null,
  lang_code: 'en',
  region_settings: [],
};

function service(req: RecordedRequest) {
  const path = req.url.pathname;
  if (path.endsWith('/site-audit/audits')) return { json: { total: 1, items: [AUDIT] } };
  if (path.endsWith('/sites/101/airt/llm')) return { json: [ENGINE] };
  return { status: 404, json: { message: 'not faked' } };
}

describe('adding keywords as AI prompts', () => {
  it('holds back the keywords over the prompt limit, saying how many and what the limit is', async () => {
    vi.stubGlobal('fetch', fakeFetch(service).impl);
    renderInRouter(<AddPromptsPanel keywords={['boots', 'waterproof hiking boots']} />);
    const form = await screen.findByRole('form', { name: 'Add to AI prompts' });
    await within(form).findByRole('option', { name: /\(#301\)/ });
    expect(within(form).getByRole('button', { name: 'Add 1 prompt' })).toBeEnabled();
    expect(form).toHaveTextContent('1 keyword is over 12 characters and will not be sent.');
  });
});
