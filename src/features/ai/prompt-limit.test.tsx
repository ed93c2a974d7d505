// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../api/test-fetch.ts';
import { AddPromptsForm } from './add-prompts-form.tsx';
import { renderAi } from './test-render.tsx';

// The form's bound, said and checked, is the house's one prompt limit (lib/limits.ts, the spec's "Prompt
// length"), not a copy of it: set lower here, the form must follow it.
vi.mock('../../lib/limits.ts', async (real) => {
  const { LIMITS } = await real<typeof import('../../lib/limits.ts')>();
  return { LIMITS: { ...LIMITS, prompt: 12 } };
});

describe('the prompt limit of the add form', () => {
  it('is the one the field says and the one it checks', async () => {
    const f = fakeFetch(() => ({ status: 201, json: { site_llm_id: 5, site_id: 7, added: 0, prompts: [] } }));
    const user = userEvent.setup();
    renderAi(<AddPromptsForm siteId={7} engineId={5} />);
    const box = await screen.findByRole('textbox', { name: 'Prompts, one per line' });
    expect(box).toHaveAccessibleDescription(/^Up to 12 characters each\./);
    await user.click(box);
    await user.paste('hiking boots uk');
    await user.click(screen.getByRole('button', { name: 'Add prompts' }));
    expect(box).toHaveAccessibleDescription(/Line 1 is longer than 12 characters/);
    expect(f.calls).toHaveLength(0);
  });
});
