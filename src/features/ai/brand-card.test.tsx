// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aiQueries } from '../../api/ai.ts';
import { configureClient } from '../../api/client.ts';
import { fakeFetch } from '../../api/test-fetch.ts';
import { BrandCard } from './brand-card.tsx';
import { renderAi } from './test-render.tsx';

function setup(brand: string | null) {
  const f = fakeFetch((req) => ({
    json: { site_id: 7, brand: req.method === 'POST' ? (req.json as { brand: string }).brand : brand },
  }));
  renderAi(<BrandCard siteId={7} />, (qc) =>
    qc.setQueryData(aiQueries.brand(7).queryKey, { site_id: 7, brand }),
  );
  return f;
}

describe('BrandCard', () => {
  it('says when no brand is set and checks the name at the field before sending', async () => {
    const f = setup(null);
    const user = userEvent.setup();
    expect(await screen.findByText(/No brand is set yet/)).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Brand name' });
    await user.click(screen.getByRole('button', { name: 'Set brand' }));
    expect(field).toHaveAccessibleDescription('Enter the brand name.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    // spec, POST brands: "max 255"
    await user.click(field);
    await user.paste('x'.repeat(256));
    await user.click(screen.getByRole('button', { name: 'Set brand' }));
    expect(field).toHaveAccessibleDescription(/at most 255 characters/);
    // nothing is written (the seeded brand may be read again: on a busy machine it can turn stale before mount)
    expect(f.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '  Acme  ');
    await user.click(screen.getByRole('button', { name: 'Set brand' }));
    await waitFor(() => expect(f.calls.find((c) => c.method === 'POST')?.json).toEqual({ brand: 'Acme' }));
    expect(await screen.findByText('Brand saved.')).toBeInTheDocument();
  });

  it('keeps a name typed while the last one was being saved', async () => {
    const f = setup(null);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    configureClient({
      fetch: async (input, init) => {
        if (init?.method === 'POST') await held;
        return f.impl(input, init);
      },
      origin: 'http://dashboard.test',
    });
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'Brand name' });
    await user.type(field, 'Acme');
    await user.click(screen.getByRole('button', { name: 'Set brand' }));
    await screen.findByRole('button', { name: 'Saving…' });
    await user.clear(field);
    await user.type(field, 'Acme Outdoor');
    release();
    expect(await screen.findByText('Brand saved.')).toBeInTheDocument();
    expect(field).toHaveValue('Acme Outdoor');
  });

  it('asks before overwriting an existing brand, and sends nothing when cancelled', async () => {
    const f = setup('Northwind');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'New brand name' }), 'Southwind');
    await user.click(screen.getByRole('button', { name: 'Change brand' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace the brand?' });
    expect(dialog).toHaveTextContent('Northwind will be replaced by Southwind');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(f.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    // what was typed is kept
    expect(screen.getByRole('textbox', { name: 'New brand name' })).toHaveValue('Southwind');

    await user.click(screen.getByRole('button', { name: 'Change brand' }));
    await user.click(await screen.findByRole('button', { name: 'Replace brand' }));
    await waitFor(() =>
      expect(f.calls.find((c) => c.method === 'POST')?.json).toEqual({ brand: 'Southwind' }),
    );
  });
});
