// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

/** The engine's prompt list as one page of the service's answer. */
const promptPage = (items: ReturnType<typeof prompt>[]) => ({
  json: { site_llm_id: 301, site_id: 101, total: items.length, limit: 100, offset: 0, items },
});

describe('the prompt list', () => {
  // A prompt's intent reads the same on the Prompts and Rankings tabs: one presentation, the same letters.
  it('shows intent as the Rankings tab does, the same letters for the same prompt; none known as —', async () => {
    fakeFetch((req) => {
      if (req.url.pathname.endsWith('/prompts/rankings'))
        return {
          json: {
            site_llm_id: 301,
            site_id: 101,
            date_from: '2026-10-26',
            date_to: '2026-11-25',
            total: 1,
            limit: 1000,
            offset: 0,
            items: [
              // spec, "Prompt ranking item": search_intent codes I informational … C commercial
              {
                keyword_id: 1001,
                keyword: 'best hiking boots',
                search_volume: 1200,
                search_intent: ['C', 'I'],
                positions: [],
              },
            ],
          },
        };
      // spec, "Prompt (list item)": intent is "integer or null", with no meaning given
      return promptPage([prompt(1, 'best hiking boots', 3), prompt(2, 'trail shoes', null)]);
    });
    renderAi(<PromptList siteId={101} engineId={301} limit={100} offset={0} onPage={() => {}} />);
    const table = await screen.findByRole('table', { name: 'Tracked prompts' });
    expect(within(table).getByRole('columnheader', { name: 'Intent' })).toBeVisible();
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
    const chips = await within(row('best hiking boots')).findByRole('list', { name: 'Search intent' });
    expect(chips).toHaveTextContent('C (commercial)I (informational)');
    expect(within(row('best hiking boots')).queryByText('3')).toBeNull();
    expect(within(row('trail shoes')).getAllByRole('cell').at(-1)).toHaveTextContent('—');
  });

  it('selects prompts one by one or the whole page, and counts them on the delete button', async () => {
    const user = userEvent.setup();
    fakeFetch((req) =>
      req.url.pathname.endsWith('/prompts/rankings')
        ? { json: { site_llm_id: 301, site_id: 101, total: 0, limit: 1000, offset: 0, items: [] } }
        : promptPage([prompt(1, 'best hiking boots', null), prompt(2, 'trail shoes', null)]),
    );
    renderAi(<PromptList siteId={101} engineId={301} limit={100} offset={0} onPage={() => {}} />);
    const table = await screen.findByRole('table', { name: 'Tracked prompts' });
    expect(screen.getByRole('button', { name: 'Delete selected (0)' })).toBeDisabled();
    const one = within(table).getByRole('checkbox', { name: 'Select trail shoes' });
    await user.click(one);
    expect(screen.getByRole('button', { name: 'Delete selected (1)' })).toBeEnabled();
    // the same checkbox, still focused: a click does not redraw the rows' controls
    expect(one).toBeChecked();
    expect(one).toHaveFocus();
    const all = within(table).getByRole('checkbox', { name: 'Select all prompts on this page' });
    expect(all).not.toBeChecked();
    await user.click(all);
    expect(within(table).getByRole('checkbox', { name: 'Select best hiking boots' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Delete selected (2)' })).toBeEnabled();
    await user.click(all);
    expect(screen.getByRole('button', { name: 'Delete selected (0)' })).toBeDisabled();
  });
});
