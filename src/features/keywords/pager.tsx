import { Button } from '../../components/ui/button.tsx';
import { formatNumber } from '../../lib/format.ts';

export interface PageMove {
  offset: number;
  /** what asking for it costs: undefined when it is saved */
  cost?: string;
}

/** Paging with limit and offset against `total` (which ignores both); each move says what it costs. */
export function Pager({
  total,
  offset,
  limit,
  shown,
  move,
  onMove,
}: {
  total: number;
  offset: number;
  limit: number;
  shown: number;
  move: (offset: number) => PageMove;
  onMove: (offset: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / limit));
  const page = Math.floor(offset / limit) + 1;
  // from past the last page (an edited link), "Previous" goes to the last page that has results
  const prev = offset > 0 ? move(Math.max(0, Math.min(offset - limit, (pages - 1) * limit))) : undefined;
  const next = offset + limit < total ? move(offset + limit) : undefined;
  const label = (what: string, m: PageMove) => `${what} · ${m.cost ?? 'saved'}`;
  return (
    <nav aria-label="Result pages" className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
      <Button variant="secondary" disabled={!prev} onClick={() => prev && onMove(prev.offset)}>
        {prev ? label('Previous page', prev) : 'Previous page'}
      </Button>
      <span>
        Page {formatNumber(page)} of {formatNumber(pages)} ·{' '}
        {shown
          ? `keywords ${formatNumber(offset + 1)}–${formatNumber(offset + shown)} of ${formatNumber(total)}`
          : `none of ${formatNumber(total)} on this page`}
      </span>
      <Button variant="secondary" disabled={!next} onClick={() => next && onMove(next.offset)}>
        {next ? label('Next page', next) : 'Next page'}
      </Button>
    </nav>
  );
}
