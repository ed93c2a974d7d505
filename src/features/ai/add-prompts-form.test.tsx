// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../api/test-fetch.ts';
import { AddPromptsForm } from './add-prompts-form.tsx';
import { renderAi } from './test-render.tsx';

function setup(added: number) {
  const f = fakeFetch(() => ({
    status: 201,
    json: { site_llm_id: '5', site_id: '7', added: String(added), prompts: [] },
  }));
  renderAi(<AddPromptsForm siteId={7} engineId={5} />);
  return f;
}

describe('AddPromptsForm', () => {
  it('keeps Add prompts disabled, saying why, while the list is empty; refuses over-long lines at the field', async () => {
    const f = setup(0);
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Prompts, one per line' });
    // a button that would send nothing is disabled, and says why
    const button = screen.getByRole('button', { name: 'Add prompts' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Nothing to add yet: type or paste at least one prompt.');
    await user.click(box);
    await user.paste(`fine\n${'y'.repeat(256)}`);
    await user.click(screen.getByRole('button', { name: 'Add prompts' }));
    expect(box).toHaveAccessibleDescription(/Line 2 is longer than 255 characters/);
    expect(box).toHaveValue(`fine\n${'y'.repeat(256)}`);
    expect(f.calls).toHaveLength(0);
  });

  it('folds duplicate lines, then reports added and already tracked from the answer', async () => {
    // the answer's numbers arrive as strings: they must still work
    const f = setup(1);
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Prompts, one per line' });
    await user.click(box);
    await user.paste('best tent\nBest  tent\n\nhiking boots\n');
    await user.click(screen.getByRole('button', { name: 'Add prompts' }));
    await waitFor(() => expect(f.calls[0]?.json).toEqual({ prompts: ['best tent', 'hiking boots'] }));
    expect(
      await screen.findByText('Added 1, 1 already tracked, 1 duplicate line folded.'),
    ).toBeInTheDocument();
    expect(box).toHaveValue('');
  });
});
