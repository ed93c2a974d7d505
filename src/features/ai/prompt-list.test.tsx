// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../api/test-fetch.ts';
import { PromptList } from './prompt-list.tsx';
import { renderAi } from './test-render.tsx';

const prompt = (id: number, keyword: string, intent: number | string | null) => ({
  k2site_llm_id: id,
  site_llm_id: 301,
  keyword_id: id + 1000,
  keyword,
  search_volume: 1200,
  intent,
});

describe('the prompt list', () => {
  it('shows the service’s intent code as given, labelled as a code the service does not name; null as —', async () => {
    fakeFetch({
      json: {
        site_llm_id: 301,
        site_id: 101,
        total: 2,
        limit: 100,
        offset: 0,
        // spec, "Prompt (list item)": intent is "integer or null", with no meaning given
        items: [prompt(1, 'best hiking boots', 3), prompt(2, 'trail shoes', null)],
      },
    });
    renderAi(<PromptList siteId={101} engineId={301} limit={100} offset={0} onPage={() => {}} />);
    const table = await screen.findByRole('table', { name: 'Tracked prompts' });
    const header = within(table).getByRole('columnheader', { name: 'Intent (service code)' });
    expect(header).toHaveAccessibleDescription(/The service does not say what these codes mean/);
    expect(screen.queryByText('Intent no.')).toBeNull();
    const cells = (name: string) =>
      within(within(table).getByRole('row', { name: new RegExp(name) }))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells('best hiking boots').at(-1)).toBe('3');
    expect(cells('trail shoes').at(-1)).toBe('—');
  });
});
