// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { auditReportSchema, type FinishedAuditReport } from '../../../api/audit-schemas.ts';
import { formatDate } from '../../../lib/format.ts';
import { ReportSummary } from './report-summary.tsx';

afterEach(cleanup);

const report = auditReportSchema.parse({
  is_finished: true,
  score_percent: 87,
  total_pages: 120,
  total_errors: 4,
  total_warnings: 10,
  total_notices: 2,
  total_passed: 40,
  audit_time: '2026-11-20 09:38:00',
  version: '3.2',
  domain_props: {
    dt: 40,
    domain: 'www.northwind-outdoor.com',
    domains: '1715',
    expdate: '2027-05-11',
    updated: '2026-11-20',
    backlinks: '32583',
    index_a: '100',
    index_b: 90,
    index_c: '10',
    all_checked: true,
  },
  sections: [],
}) as FinishedAuditReport;

describe('the audit report’s Domain panel', () => {
  // a backlink report on the same domain reads the backlink index on its own day and may show other counts
  it('says its backlink counts come from the audit crawl, and of which day', () => {
    render(<ReportSummary report={report} />);
    const panel = screen.getByRole('region', { name: /^Domain/ });
    expect(within(panel).getByText('Backlinks').nextElementSibling).toHaveTextContent('32,583');
    expect(within(panel).getByText(`From the audit crawl of ${formatDate('2026-11-20')}`)).toBeVisible();
  });
});
