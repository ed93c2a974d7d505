import { useId } from 'react';
import { Button } from './ui/button.tsx';
import { formatNumber } from '../lib/format.ts';

/** Previous / next and, when given, a page size, against the total the service reports. Pages are 1-based. */
export function Pager({
  total,
  page,
  limit,
  limits,
  noun,
  onPage,
  onLimit,
}: {
  total: number;
  page: number;
  limit: number;
  limits?: readonly number[];
  noun: string;
  onPage: (page: number) => void;
  onLimit?: (limit: number) => void;
}) {
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / limit));
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);
  return (
    <nav
      aria-label={`Pages of ${noun}`}
      className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-700"
    >
      <p aria-live="polite">
        {total === 0
          ? `No ${noun}`
          : `${formatNumber(from)}–${formatNumber(to)} of ${formatNumber(total)} ${noun}`}
      </p>
      <div className="ml-auto flex flex-wrap items-center gap-2">
        {limits && onLimit && (
          <>
            <label htmlFor={sizeId} className="text-slate-600">
              Per page
            </label>
            <select
              id={sizeId}
              value={limit}
              onChange={(e) => onLimit(Number(e.target.value))}
              className="rounded-md border border-slate-300 bg-white px-2 py-1"
            >
              {limits.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </select>
          </>
        )}
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous page
        </Button>
        <span>
          Page {formatNumber(Math.min(page, pages))} of {formatNumber(pages)}
        </span>
        <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next page
        </Button>
      </div>
    </nav>
  );
}
