// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { localQueries, type LocalStatus } from '../../api/local.ts';
import { fakeFetch, type FakeAnswer } from '../../api/test-fetch.ts';
import { AddEngineForm } from './add-engine-form.tsx';
import { renderAi } from './test-render.tsx';

const created = {
  id: 900,
  site_id: 7,
  base_name: 'overview_engine',
  country_code: 'US',
  region_name: 'New York',
  lang_code: 'en',
  region_settings: { lat: 40.7, lng: -74, uule: 'x', radius: 40 },
};

const SANDBOX: LocalStatus = {
  upstreams: { project: 'sandbox', data: 'sandbox', backlinks: 'sandbox' },
  sandboxVocabulary: 'spec',
};

/** `status` is what /api/local/status said: which interfaces are live, which names the sandbox speaks. */
function setup(answer: FakeAnswer, status: LocalStatus = SANDBOX) {
  const f = fakeFetch((req) => (req.method === 'POST' ? answer : { json: [] }));
  renderAi(<AddEngineForm siteId={7} />, (qc) => qc.setQueryData(localQueries.status().queryKey, status));
  return f;
}

describe('AddEngineForm', () => {
  it('offers the five engines by readable name', async () => {
    setup({ json: created });
    const select = await screen.findByRole('combobox', { name: 'Engine' });
    const names = [...(select as HTMLSelectElement).options].map((o) => o.text);
    expect(names).toEqual([
      'Choose an engine…',
      'ChatGPT',
      'Google AI Overview',
      'Google AI Mode',
      'Perplexity',
      'Gemini',
    ]);
  });

  it('checks engine, country and language at their fields before any request', async () => {
    const f = setup({ json: created });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add engine' }));
    expect(screen.getByRole('combobox', { name: 'Engine' })).toHaveAccessibleDescription('Choose an engine.');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription(
      /Enter a country code/,
    );
    await user.type(screen.getByRole('combobox', { name: 'Country' }), 'USA');
    await user.type(screen.getByRole('combobox', { name: 'Language (optional)' }), 'eng');
    await user.click(screen.getByRole('button', { name: 'Add engine' }));
    // spec: country ISO 3166-1 alpha-2, language ISO 639-1
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription(
      /two-letter ISO 3166-1/,
    );
    expect(screen.getByRole('combobox', { name: 'Language (optional)' })).toHaveAccessibleDescription(
      /two-letter ISO 639-1/,
    );
    expect(f.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('refuses two letters that name no country, and an over-long region, before any request', async () => {
    const f = setup({ json: created });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Engine' }), 'chat_engine');
    const country = screen.getByRole('combobox', { name: 'Country' });
    await user.type(country, 'XX');
    const region = screen.getByRole('combobox', { name: 'Region (optional)' });
    await user.click(region);
    await user.paste('r'.repeat(256));
    await user.click(screen.getByRole('button', { name: 'Add engine' }));
    expect(country).toHaveAccessibleDescription(/“XX” is no country code/);
    expect(region).toHaveAccessibleDescription(/at most 255 characters/);
    expect(f.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    // what was typed stays, to be corrected
    expect(country).toHaveValue('XX');
    await user.clear(country);
    await user.type(country, 'de');
    await user.clear(region);
    await user.click(screen.getByRole('button', { name: 'Add engine' }));
    await waitFor(() =>
      expect(f.calls.find((c) => c.method === 'POST')?.json).toMatchObject({ country_code: 'DE' }),
    );
  });

  it('offers the service’s own region names for the country typed and sends the one chosen', async () => {
    const f = setup({ status: 201, json: { ...created, region_name: 'New York, NY, USA' } });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Engine' }), 'overview_engine');
    const region = screen.getByRole('combobox', { name: 'Region (optional)' });
    const offered = () =>
      [...(document.getElementById(region.getAttribute('list') ?? '')?.querySelectorAll('option') ?? [])].map(
        (o) => o.value,
      );
    await user.type(screen.getByRole('combobox', { name: 'Country' }), 'us');
    // the service's form: city, state code, country (its own documented example)
    expect(offered()).toContain('New York, NY, USA');
    expect(offered()).not.toContain('New York');
    expect(region).toHaveAccessibleDescription(/e\.g\. New York, NY, USA/);
    await user.clear(screen.getByRole('combobox', { name: 'Country' }));
    await user.type(screen.getByRole('combobox', { name: 'Country' }), 'GB');
    expect(offered()).toContain('London, UK');
    expect(offered()).not.toContain('New York, NY, USA');
    await user.type(region, 'New York, NY, USA');
    await user.clear(screen.getByRole('combobox', { name: 'Country' }));
    await user.type(screen.getByRole('combobox', { name: 'Country' }), 'US');
    await user.click(screen.getByRole('button', { name: 'Add engine' }));
    expect(await screen.findByText(/Added Google AI Overview #900/)).toBeInTheDocument();
    expect(f.calls.find((c) => c.method === 'POST')?.json).toMatchObject({
      region_name: 'New York, NY, USA',
    });
  });

  it('shows the service’s region error at the region field and keeps what was typed', async () => {
    const message = 'region_name does not match country: "Paris" is not a region of US';
    setup({ status: 400, json: { message, errors: { region_name: [message] } } });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Engine' }), 'overview_engine');
    await user.type(screen.getByRole('combobox', { name: 'Country' }), 'us');
    await user.type(screen.getByRole('combobox', { name: 'Region (optional)' }), 'Paris');
    await user.click(screen.getByRole('button', { name: 'Add engine' }));
    const region = screen.getByRole('combobox', { name: 'Region (optional)' });
    await waitFor(() => expect(region).toHaveAccessibleDescription(new RegExp(message)));
    expect(region).toHaveValue('Paris');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the engine with an upper-case country, leaves out empty optional fields, and links to it', async () => {
    const f = setup({ status: 201, json: created });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Engine' }), 'overview_engine');
    await user.type(screen.getByRole('combobox', { name: 'Country' }), 'us');
    await user.type(screen.getByRole('combobox', { name: 'Region (optional)' }), 'New York');
    await user.click(screen.getByRole('button', { name: 'Add engine' }));
    expect(await screen.findByText(/Added Google AI Overview #900/)).toBeInTheDocument();
    expect(f.calls.find((c) => c.method === 'POST')?.json).toEqual({
      base_name: 'overview_engine',
      country_code: 'US',
      region_name: 'New York',
    });
    expect(screen.getByRole('link', { name: 'Add its prompts' })).toHaveAttribute(
      'href',
      '/sites/7/ai/900?tab=prompts',
    );
  });

  // A live project interface is the real service, which knows engines by its own names; the sandbox
  // takes the names of the vocabulary it speaks.
  it.each([
    ['a live project interface', { ...SANDBOX, upstreams: { project: 'live' } }, 'google_ai_overview'],
    [
      'a sandbox speaking the service names',
      { ...SANDBOX, sandboxVocabulary: 'service' },
      'google_ai_overview',
    ],
    ['a sandbox in its default vocabulary', SANDBOX, 'overview_engine'],
  ] as const)('sends %s the engine as %s', async (_name, status, expected) => {
    const f = setup({ status: 201, json: { ...created, base_name: expected } }, status);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Engine' }), 'Google AI Overview');
    await user.type(screen.getByRole('combobox', { name: 'Country' }), 'US');
    await user.click(screen.getByRole('button', { name: 'Add engine' }));
    // the answer names the engine its way: either name shows the product
    expect(await screen.findByText(/Added Google AI Overview #900/)).toBeInTheDocument();
    expect(f.calls.find((c) => c.method === 'POST')?.json).toEqual({
      base_name: expected,
      country_code: 'US',
    });
  });
});
