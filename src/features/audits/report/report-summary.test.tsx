// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { FinishedAuditReport } from '../../../api/audit-schemas.ts';
import { ReportSummary } from './report-summary.tsx';

afterEach(cleanup);

const report = (domain_props: Record<string, unknown>): FinishedAuditReport => ({
  is_finished: true,
  score_percent: 81,
  total_pages: 120,
  total_errors: 4,
  total_warnings: 9,
  total_notices: 2,
  total_passed: 300,
  audit_time: '2026-11-20 10:00:00',
  version: '3.2',
  domain_props: {
    dt: 7,
    domain: 'northwind-outdoor.com',
    domains: '1164',
    expdate: '2027-03-01',
    updated: '2026-11-19',
    backlinks: '12840',
    all_checked: true,
    ...domain_props,
  },
  sections: [],
});

const SPEC_WORDS = /search engine [ABC]|meaning not given|data format|Service figure/;

describe('the audit summary speaks the service’s names, not the spec’s stand-ins', () => {
  it('the spec’s index_a/b/c, dt and version: no anonymised label on screen, the figures behind "More"', async () => {
    render(<ReportSummary report={report({ index_a: '4210', index_b: 380, index_c: '95' })} />);
    expect(document.body).not.toHaveTextContent(SPEC_WORDS);
    const more = screen.getByText('More', { selector: 'summary' });
    const details = more.closest('details');
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(more);
    const box = within(details as HTMLElement);
    expect(box.getByText('Pages indexed in 3 search engines').nextElementSibling).toHaveTextContent(
      '4,210 · 380 · 95',
    );
    expect(box.getByText('dt').nextElementSibling).toHaveTextContent('7');
    expect(box.getByText('Report version').nextElementSibling).toHaveTextContent('3.2');
  });

  it('an index figure the service names by its engine is shown under that engine', () => {
    render(<ReportSummary report={report({ index_google: '4210', index_bing: 380 })} />);
    expect(screen.getByText('Pages indexed in Google').nextElementSibling).toHaveTextContent('4,210');
    expect(screen.getByText('Pages indexed in Bing').nextElementSibling).toHaveTextContent('380');
    expect(screen.queryByText(/Pages indexed in \d/)).toBeNull();
  });
});
