// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../api/client.ts';
import { fakeFetch } from '../../api/test-fetch.ts';
import { AddSitePanel } from './add-site-panel.tsx';

afterEach(() => {
  cleanup();
  configureClient({ fetch: (...args) => globalThis.fetch(...args) });
});

const renderPanel = (ui: ReactElement) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {ui}
    </QueryClientProvider>,
  );

describe('adding a site by id', () => {
  it('has a labelled input with a placeholder, refuses what is not an id at the field, and adds an id', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    renderPanel(<AddSitePanel onAdd={onAdd} onClose={() => undefined} />);
    const input = screen.getByRole('textbox', { name: 'Site id' });
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('placeholder', 'e.g. 101');

    await user.type(input, 'abc');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(onAdd).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('A site id is a positive whole number.');

    // spec, AI tracking: GET /sites/{site_id}/airt/llm … "404 if site missing": an id the account lacks is refused
    const net = fakeFetch((req) =>
      req.url.pathname === '/api/project/sites/777/airt/llm'
        ? { status: 404, json: { message: 'Site not found' } }
        : { json: [] },
    );
    await user.clear(input);
    await user.type(input, ' 777 {Enter}');
    expect(await screen.findByText('The service has no site #777 in this account.')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('The service has no site #777 in this account.');
    expect(onAdd).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, '103{Enter}');
    await vi.waitFor(() => expect(onAdd).toHaveBeenCalledWith(103));
    expect(net.calls.map((c) => c.url.pathname)).toEqual([
      '/api/project/sites/777/airt/llm',
      '/api/project/sites/103/airt/llm',
    ]);
  });

  it('keeps the id and says so when the check itself fails', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    fakeFetch({ status: 503, json: { message: 'Service temporarily unavailable' } });
    renderPanel(<AddSitePanel onAdd={onAdd} onClose={() => undefined} />);
    const input = screen.getByRole('textbox', { name: 'Site id' });
    await user.type(input, '5{Enter}');
    expect(await screen.findByText(/^Could not check site #5: .*Try again\.$/)).toBeInTheDocument();
    expect(input).toHaveValue('5');
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('closes on Escape and on Cancel', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderPanel(<AddSitePanel onAdd={() => undefined} onClose={onClose} />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
