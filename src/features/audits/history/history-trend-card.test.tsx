// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch } from '../../../api/test-fetch.ts';
import type { AnnotationPicks } from '../../../components/annotations/use-annotations.ts';
import { HistoryTrendCard } from './history-trend-card.tsx';

afterEach(cleanup);

const picks: AnnotationPicks = {
  picked: '',
  pickCount: 0,
  pickDay: () => {},
  editing: null,
  setEditing: () => {},
};

function renderCard(siteId: number | undefined, siteKnown: boolean) {
  fakeFetch({
    json: {
      audit_time: '2026-11-23 09:39:00',
      domain_data: {},
      settings: {},
      pages_data: {},
      totals: { total_pages: 10, total_warnings: 3, total_errors: 1, total_passed: 6 },
      version: '3.2',
    },
  });
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <HistoryTrendCard
        auditId={5101}
        dates={['2026-11-23']}
        annotations={[]}
        picks={picks}
        siteId={siteId}
        siteKnown={siteKnown}
      />
    </QueryClientProvider>,
  );
}

describe('the errors-and-warnings card of an audit history', () => {
  it('does not say the audit has no site while the audit list that names its site is still being read', () => {
    renderCard(undefined, false);
    expect(screen.getByRole('heading', { name: 'Errors and warnings by crawl' })).toBeInTheDocument();
    expect(screen.queryByText(/belongs to no site/)).not.toBeInTheDocument();
  });

  it('says so once the list is read and the audit has no site', () => {
    renderCard(undefined, true);
    expect(screen.getByText(/This audit belongs to no site, so it has no annotations/)).toBeInTheDocument();
  });

  it('offers annotations on a crawl date when the audit has a site', () => {
    renderCard(101, true);
    expect(screen.getByText(/Click a crawl to add an annotation on its date/)).toBeInTheDocument();
    expect(screen.queryByText(/belongs to no site/)).not.toBeInTheDocument();
  });
});
