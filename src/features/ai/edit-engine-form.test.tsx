// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../api/test-fetch.ts';
import { EditEngineForm } from './edit-engine-form.tsx';
import { renderAi } from './test-render.tsx';

const engine = {
  id: 5,
  site_id: 7,
  base_name: 'chat_engine',
  country_code: 'US',
  region_name: 'Texas',
  lang_code: 'en',
  region_settings: null,
};

describe('EditEngineForm', () => {
  it('clears an emptied field by sending null and leaves unchanged fields out', async () => {
    const f = fakeFetch(() => ({ json: { ...engine, region_name: null } }));
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderAi(<EditEngineForm siteId={7} engine={engine} onDone={onDone} />);
    await user.clear(await screen.findByRole('textbox', { name: 'Region' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(f.calls[0]?.method).toBe('PATCH');
    expect(f.calls[0]?.json).toEqual({ region_name: null });
  });

  it('refuses a region over 255 characters at the field, keeping it, sending nothing', async () => {
    const f = fakeFetch(() => ({ json: engine }));
    const user = userEvent.setup();
    renderAi(<EditEngineForm siteId={7} engine={engine} onDone={() => {}} />);
    const region = await screen.findByRole('textbox', { name: 'Region' });
    await user.clear(region);
    await user.paste('r'.repeat(300));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(region).toHaveAccessibleDescription(/at most 255 characters/);
    expect(region).toHaveValue('r'.repeat(300));
    expect(f.calls).toHaveLength(0);
  });

  it('takes the language’s error away as it is fixed, before any new save', async () => {
    fakeFetch(() => ({ json: engine }));
    const user = userEvent.setup();
    renderAi(<EditEngineForm siteId={7} engine={engine} onDone={() => {}} />);
    const lang = await screen.findByRole('textbox', { name: 'Language' });
    await user.clear(lang);
    await user.type(lang, 'english');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(lang).toHaveAccessibleDescription(/two-letter ISO 639-1/);
    await user.clear(lang);
    await user.type(lang, 'de');
    expect(lang).not.toHaveAttribute('aria-invalid');
    expect(lang).toHaveAccessibleDescription('Two-letter ISO 639-1 code. Leave empty to clear it.');
  });

  it('checks the language code at the field and says when nothing changed', async () => {
    const f = fakeFetch(() => ({ json: engine }));
    const user = userEvent.setup();
    renderAi(<EditEngineForm siteId={7} engine={engine} onDone={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(screen.getByText('Nothing changed.')).toBeInTheDocument();
    const lang = screen.getByRole('textbox', { name: 'Language' });
    await user.clear(lang);
    await user.type(lang, 'english');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(lang).toHaveAccessibleDescription(/two-letter ISO 639-1/);
    expect(f.calls).toHaveLength(0);
  });

  // The geo rule (a region of the engine's country) holds for both names of the two geo engines.
  it.each([
    ['google_ai_mode', true],
    ['mode_engine', true],
    ['google_ai_overview', true],
    ['chatgpt', false],
  ])('says whether %s needs a region of its country', async (base_name, geo) => {
    fakeFetch(() => ({ json: engine }));
    renderAi(<EditEngineForm siteId={7} engine={{ ...engine, base_name }} onDone={() => {}} />);
    const region = await screen.findByRole('textbox', { name: 'Region' });
    if (geo) expect(region).toHaveAccessibleDescription(/Must be a region of US\./);
    else expect(region).not.toHaveAccessibleDescription(/Must be a region/);
  });
});
