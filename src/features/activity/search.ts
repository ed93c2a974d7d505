import { isDay } from '../../lib/dates.ts';

/**
 * `/activity?person=&action=&from=&to=&page=&limit=`: the log's filters and page, in the address so a view can be sent
 * to a colleague. Plain TS (no schema library): the route's search is read in the app's entry chunk.
 */
export interface ActivitySearch {
  /** an email */
  person?: string;
  action?: string;
  /** YYYY-MM-DD, both included */
  from?: string;
  to?: string;
  /** from 1; absent: the first */
  page?: number;
  /** rows per page; absent: the default */
  limit?: number;
}

/** The page sizes offered; the first is the default. */
export const ACTIVITY_SIZES = [50, 100, 200] as const;

const whole = (v: unknown) => {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : undefined;
};

const text = (v: unknown, max: number) =>
  typeof v === 'string' && v.trim() !== '' && v.trim().length <= max ? v.trim() : undefined;

export function parseActivitySearch(raw: Record<string, unknown>): ActivitySearch {
  const out: ActivitySearch = {};
  const person = text(raw.person, 320);
  const action = text(raw.action, 64);
  if (person) out.person = person;
  if (action) out.action = action;
  if (isDay(raw.from)) out.from = raw.from;
  if (isDay(raw.to)) out.to = raw.to;
  // a range the wrong way round is read as the days between them
  if (out.from && out.to && out.from > out.to) [out.from, out.to] = [out.to, out.from];
  const page = whole(raw.page);
  if (page !== undefined && page > 1) out.page = page;
  const limit = whole(raw.limit);
  if (
    limit !== undefined &&
    (ACTIVITY_SIZES as readonly number[]).includes(limit) &&
    limit !== ACTIVITY_SIZES[0]
  )
    out.limit = limit;
  return out;
}
