// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../api/test-fetch.ts';
import { AlertsBadge } from '../../components/layout/alerts-badge.tsx';
import { testQueryClient } from '../../components/testing/render-routes.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(unseen: number) {
  const f = fakeFetch({ json: { items: [], total: unseen, unseen } });
  vi.stubGlobal('fetch', f.impl);
  render(
    <QueryClientProvider client={testQueryClient()}>
      <p>
        Alerts
        <AlertsBadge />
      </p>
    </QueryClientProvider>,
  );
  return f;
}

describe('the menu’s unseen count', () => {
  it('counts the alerts not seen, from the same first page the alerts page reads', async () => {
    const f = show(3);
    expect(await screen.findByText('3')).toBeVisible();
    expect(screen.getByText('Alerts').textContent).toBe('Alerts3 not seen');
    expect(f.last.url.pathname + f.last.url.search).toBe('/api/local/alerts?limit=20&offset=0');
  });

  it('shows nothing when every alert was seen', async () => {
    const f = show(0);
    await vi.waitFor(() => expect(f.calls).toHaveLength(1));
    expect(screen.getByText('Alerts').textContent).toBe('Alerts');
  });
});
