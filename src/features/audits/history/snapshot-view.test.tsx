// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '../../../components/testing/render-routes.tsx';
import { SnapshotView } from './snapshot-view.tsx';

const snapshot = {
  audit_time: '2026-11-12 10:00:00',
  domain_data: {
    dt: 7,
    domain: 'northwind-outdoor.com',
    backlinks: '12840',
    index_a: '4210',
    index_b: 380,
    index_c: '95',
  },
  settings: { max_pages: 1000, user_agent: 7 },
  pages_data: { title_missing: 2 },
  totals: { total_pages: 40, total_warnings: 5, total_errors: 3, total_passed: 30 },
  version: '3.2',
};

describe('an audit snapshot speaks the service’s names, not the spec’s stand-ins', () => {
  it('shows no anonymised label; unexplained figures wait behind "More"; the crawler by its name', async () => {
    renderInRouter(
      <SnapshotView auditId={5101} date="2026-11-12" snapshot={snapshot} checks={new Map()} readAt={0} />,
    );
    await screen.findByText('Pages per issue');
    expect(document.body).not.toHaveTextContent(/indexed A|· B \d|data format/);
    expect(screen.getByText(/Backlinks/)).toHaveTextContent('Backlinks 12,840');
    const more = screen.getByText('More', { selector: 'summary' });
    await userEvent.click(more);
    const box = within(more.closest('details') as HTMLElement);
    expect(box.getByText('Pages indexed in 3 search engines').nextElementSibling).toHaveTextContent(
      '4,210 · 380 · 95',
    );
    expect(box.getByText('Report version').nextElementSibling).toHaveTextContent('3.2');
    await userEvent.click(screen.getByText('Settings this crawl used'));
    expect(screen.getByText('user_agent').nextElementSibling).toHaveTextContent('Chrome on Windows (7)');
  });
});
