// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditStatus } from '../../../api/audit-schemas.ts';
import { StatusView } from './status-view.tsx';

// Before the first page is crawled no check counts show (a queued audit must not read "Passed 35"); while it
// crawls, a progress bar against the page limit.
const status = (s: Partial<AuditStatus>): AuditStatus =>
  ({
    status: 'queued',
    total_pages: 0,
    total_errors: 0,
    total_warnings: 0,
    total_passed: 35,
    start_time: '2026-11-25 10:00:00',
    ...s,
  }) as AuditStatus;

afterEach(cleanup);

describe('a crawl that has not finished', () => {
  it('shows no check counts before the first page is crawled', () => {
    render(<StatusView status={status({})} checkedAt={Date.now()} pageLimit={1000} />);
    expect(screen.getByText(/No page crawled yet/)).toBeVisible();
    expect(screen.queryByText('Passed')).toBeNull();
    expect(screen.queryByText('35')).toBeNull();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });

  it('shows its progress against the page limit while crawling', () => {
    render(
      <StatusView
        status={status({ status: 'processing', total_pages: 120, total_errors: 4, total_passed: 30 })}
        checkedAt={Date.now()}
        pageLimit={1000}
      />,
    );
    const bar = screen.getByRole('progressbar', { name: /120 of at most 1,000 pages crawled/ });
    expect(bar).toHaveAttribute('aria-valuenow', '120');
    expect(bar).toHaveAttribute('aria-valuemax', '1000');
    expect(screen.getByText('Passed')).toBeVisible();
  });

  it('says the limit is unknown for an audit made elsewhere, rather than drawing a bar against a guess', () => {
    render(
      <StatusView
        status={status({ status: 'processing', total_pages: 12 })}
        checkedAt={Date.now()}
        pageLimit={null}
      />,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText(/12 pages crawled\. The page limit is not known here/)).toBeVisible();
  });
});
