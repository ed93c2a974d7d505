import type { AuditStatus } from '../../../api/audit-schemas.ts';
import { Card } from '../../../components/ui/card.tsx';
import { formatDate, formatNumber } from '../../../lib/format.ts';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-md bg-slate-50 p-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">{formatNumber(value)}</dd>
    </div>
  );
}

/** Pages crawled against the page limit; without a known limit, the count alone. */
function CrawlProgress({ pages, limit }: { pages: number; limit: number | undefined }) {
  if (limit === undefined)
    return (
      <p className="mt-3 text-sm text-slate-700">
        {formatNumber(pages)} pages crawled. The page limit is not known here (the audit was not created
        through this Searchboard), so there is no progress bar.
      </p>
    );
  const shown = Math.min(pages, limit);
  const label = `${formatNumber(pages)} of at most ${formatNumber(limit)} pages crawled`;
  return (
    <div className="mt-3">
      <p id="crawl-progress-label" className="text-sm text-slate-700">
        {label} (the audit&apos;s page limit; a smaller site finishes sooner)
      </p>
      <div
        role="progressbar"
        aria-labelledby="crawl-progress-label"
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={shown}
        aria-valuetext={label}
        className="mt-1 h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-indigo-600" style={{ width: `${(100 * shown) / limit}%` }} />
      </div>
    </div>
  );
}

/**
 * What an audit without a report shows: a running crawl's progress (followed with back-off until it ends), or,
 * plainly, that it was cancelled or has expired.
 */
export function StatusView({
  status,
  checkedAt,
  pageLimit,
}: {
  status: AuditStatus;
  checkedAt: number;
  /** the crawl's page limit (max_pages) when Searchboard created the audit; unknown otherwise */
  pageLimit?: number | null;
}) {
  const s = status.status;
  const started = status.start_time ? formatDate(status.start_time, true) : undefined;
  if (s === 'cancelled' || s === 'expired') {
    return (
      <section role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4 shadow-sm">
        <h2 className="text-lg font-semibold text-amber-950">
          {s === 'cancelled' ? 'This audit was cancelled' : 'This audit has expired'}
        </h2>
        <p className="mt-2 text-sm text-amber-950">
          {s === 'cancelled'
            ? `The crawl stopped after ${formatNumber(status.total_pages)} pages${started ? ` (started ${started})` : ''}, so there is no report.`
            : 'Its data is no longer kept: the report, crawled pages and links cannot be read any more.'}{' '}
          Use “Recheck” to crawl the site again.
        </p>
      </section>
    );
  }
  const running = s === 'queued' || s === 'processing';
  return (
    <Card aria-labelledby="progress-title">
      <div className="flex flex-wrap items-center gap-3">
        {running && (
          <span
            className="size-4 animate-spin rounded-full border-2 border-slate-300 border-t-indigo-700"
            aria-hidden
          />
        )}
        <h2 id="progress-title" className="text-lg font-semibold text-slate-900">
          {s === 'queued'
            ? 'Queued: the crawl starts shortly'
            : s === 'processing'
              ? 'Crawling the site…'
              : s === 'finished'
                ? 'Finished: loading the report…'
                : `Status: ${s}`}
        </h2>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {started ? `Started ${started}. ` : ''}
        {running
          ? 'This page checks again by itself — every few seconds at first, less often as the crawl goes on — and shows the report when it is finished.'
          : ''}
      </p>
      {running && <CrawlProgress pages={status.total_pages} limit={pageLimit ?? undefined} />}
      {running && status.total_pages === 0 ? (
        // the status's check totals mean nothing before a page is crawled ("Passed 35" of a queued audit)
        <p aria-live="polite" className="mt-4 text-sm text-slate-700">
          No page crawled yet: errors, warnings and passed checks show once the first page is crawled.
        </p>
      ) : (
        <dl aria-live="polite" className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Figure label="Pages crawled so far" value={status.total_pages} />
          <Figure label="Errors" value={status.total_errors} />
          <Figure label="Warnings" value={status.total_warnings} />
          <Figure label="Passed" value={status.total_passed} />
        </dl>
      )}
      <p className="mt-3 text-xs text-slate-500">Last checked {new Date(checkedAt).toLocaleTimeString()}.</p>
    </Card>
  );
}
