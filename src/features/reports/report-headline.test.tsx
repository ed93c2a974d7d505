// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReportHeadline } from './report-headline.tsx';

/** reads whose path matches a key answer with its body; every other read stays on its way */
let answers: Record<string, unknown> = {};

beforeEach(() => {
  answers = {};
  vi.stubGlobal('fetch', (input: string) => {
    const hit = Object.keys(answers).find((k) => String(input).includes(k));
    if (hit === undefined) return new Promise<Response>(() => {});
    return Promise.resolve(new Response(JSON.stringify(answers[hit]), { status: 200 }));
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function draw() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ReportHeadline
        siteId={101}
        range={{ from: '2026-10-28', to: '2026-11-26' }}
        shown={['ai', 'audits', 'backlinks', 'positions']}
        engine={undefined}
        domain="northwind.example"
      />
    </QueryClientProvider>,
  );
}

const tileNames = () =>
  within(screen.getByRole('region', { name: 'Headline figures' }))
    .getAllByRole('term')
    .map((t) => t.textContent);

describe('the report headline keeps its layout while its figures arrive', () => {
  it('draws a place for every figure of the shown sections before any read has come back', () => {
    draw();
    expect(tileNames()).toEqual([
      'Audit score',
      'AI link presence',
      'AI mention presence',
      'Backlinks',
      'Referring domains',
      'Average position',
    ]);
    expect(screen.getAllByText('Reading…')).toHaveLength(6);
  });

  it('gives up the places of a section whose read found nothing, and keeps the others waiting', async () => {
    answers = { '/sites/101/airt/llm': [] };
    draw();
    await waitFor(() => expect(tileNames()).not.toContain('AI link presence'));
    expect(tileNames()).toEqual(['Audit score', 'Backlinks', 'Referring domains', 'Average position']);
    expect(screen.getAllByText('Reading…')).toHaveLength(4);
  });
});
