// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../api/test-fetch.ts';
import { EngineCard } from './engine-card.tsx';
import { renderAi } from './test-render.tsx';

const engine = (base_name: string) => ({
  id: 12,
  site_id: 7,
  base_name,
  country_code: 'US',
  region_name: 'New York',
  lang_code: 'en',
  region_settings: { lat: 40.7128, lng: -74.006, uule: 'x', radius: 40 },
});

function status(last_update_date: string | null, progress = 0, checked = 0, count = 0) {
  // numbers as strings, as the service may send them
  return {
    llm_id: '12',
    site_id: '7',
    progress: String(progress),
    prompts_count: count,
    prompts_checked: checked,
    last_update_date,
  };
}

describe('EngineCard', () => {
  it.each(['overview_engine', 'google_ai_overview'])(
    'shows %s by its product name, with its badge, region settings and status',
    async (name) => {
      fakeFetch({ json: status('2026-01-02', 50, 2, 4) });
      renderAi(<EngineCard siteId={7} engine={engine(name)} presence={undefined} search={{}} />);
      expect(await screen.findByRole('heading', { name: 'Google AI Overview' })).toBeInTheDocument();
      expect(screen.getByText('#12')).toBeInTheDocument();
      expect(screen.queryByText(/Other/)).toBeNull();
      expect(screen.getByText('Asked from 40.7128, -74.006 within 40 km')).toBeInTheDocument();
      expect(await screen.findByRole('progressbar', { name: /prompts checked today/ })).toHaveAttribute(
        'aria-valuenow',
        '50',
      );
      expect(screen.getByText(/2 of 4/)).toBeInTheDocument();
      expect(screen.getByText(/Last update/)).toHaveTextContent('Jan 2, 2026');
    },
  );

  it('shows an engine label it does not know under its own name, and "Never checked" for a null date', async () => {
    fakeFetch({ json: status(null) });
    renderAi(<EngineCard siteId={7} engine={engine('vendor_gpt_x')} presence={undefined} search={{}} />);
    expect(await screen.findByRole('heading', { name: 'vendor_gpt_x' })).toBeInTheDocument();
    expect(screen.getByText('Other · #12')).toBeInTheDocument();
    expect(await screen.findByText('Never checked')).toBeInTheDocument();
    // presence without statistics is "no data", shown as a dash, never 0%
    expect(screen.getByText('Link presence').nextElementSibling).toHaveTextContent(/^—$/);
    expect(screen.getByText('Mention presence').nextElementSibling).toHaveTextContent(/^—$/);
  });
});
