import { useId } from 'react';
import { formatNumber } from '../../lib/format.ts';
import { Button } from '../ui/button.tsx';

export interface PageChange {
  offset: number;
  limit: number;
}

/**
 * Paging by offset and limit against the total the service reports, in one line: "Page 2 of 12 · audits 26–50
 * of 300" (`noun` names the rows). An edited link past the end says "Page 9 of 3 · none of 60 on this page",
 * and Previous goes to the last page with rows. `sizes` adds a page-size choice; `cost` says what asking for the page at an offset costs, and shows
 * on the button before anyone presses it ("Next page · up to 100 credits"). `shown` is how many rows this page
 * holds when the service may answer fewer than the limit says. `closed` takes away the buttons of pages the person
 * may not ask for (a page that would spend credits, for a role that cannot), and says why once in their place.
 */
export function Pager({
  label,
  total,
  offset,
  limit,
  noun,
  shown = Math.max(0, Math.min(limit, total - offset)),
  sizes,
  cost,
  closed,
  onChange,
}: {
  label: string;
  total: number;
  offset: number;
  limit: number;
  noun?: string;
  shown?: number;
  sizes?: readonly number[];
  cost?: (offset: number) => string;
  closed?: { at: (offset: number) => boolean; note: string };
  onChange: (page: PageChange) => void;
}) {
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / limit));
  const page = Math.floor(offset / limit) + 1;
  const prev = offset > 0 ? Math.max(0, Math.min(offset - limit, (pages - 1) * limit)) : undefined;
  const next = offset + limit < total ? offset + limit : undefined;
  const where =
    shown === 0
      ? `none of ${formatNumber(total)} on this page`
      : `${noun ? `${noun} ` : ''}${formatNumber(offset + 1)}–${formatNumber(offset + shown)} of ${formatNumber(total)}`;
  const summary =
    total === 0 ? `No ${noun ?? 'rows'}` : `Page ${formatNumber(page)} of ${formatNumber(pages)} · ${where}`;
  const shut = (to: number | undefined) => to !== undefined && !!closed?.at(to);
  // Previous and Next: off where there is no page to go to; a paid page says its cost on the button
  const move = (what: string, to: number | undefined) =>
    shut(to) ? null : (
      <Button
        variant="secondary"
        disabled={to === undefined}
        onClick={() => to !== undefined && onChange({ offset: to, limit })}
      >
        {to !== undefined && cost ? `${what} · ${cost(to)}` : what}
      </Button>
    );
  const choices = sizes && (sizes.includes(limit) ? sizes : [...sizes, limit].sort((a, b) => a - b));
  return (
    <nav aria-label={label} className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-700">
      <p aria-live="polite">{summary}</p>
      <div className="ml-auto flex flex-wrap items-center gap-2">
        {choices && (
          <>
            <label htmlFor={sizeId} className="text-slate-600">
              Rows per page
            </label>
            <select
              id={sizeId}
              value={limit}
              onChange={(e) => onChange({ offset: 0, limit: Number(e.target.value) })}
              className="rounded-md border border-slate-300 bg-white px-2 py-1"
            >
              {choices.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </select>
          </>
        )}
        {closed && (shut(prev) || shut(next)) && <p className="text-slate-600">{closed.note}</p>}
        {move('Previous page', prev)}
        {move('Next page', next)}
      </div>
    </nav>
  );
}

/** The 1-based page a change lands on, for tables whose URL says `page`. */
export const pageOf = (p: PageChange) => Math.floor(p.offset / p.limit) + 1;
