import type { PersonLimits } from '../../lib/people.ts';

/**
 * Who spends through the paid path: the signed-in person (with their own credit limits), or nobody for the server's
 * own calls (rank-tracking runs, the loopback owner who has no account); and the request that spent, so a ledger
 * row and the activity log meet.
 */
export interface Spender {
  person: { id: string; limits: PersonLimits } | null;
  requestId: string | null;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A wait in words, to the minute: "12 min", "3 h 12 min", "21 d 3 h". */
export function waitInWords(ms: number): string {
  const minutes = Math.max(1, Math.floor(ms / 60_000));
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  if (d > 0) return h > 0 ? `${d} d ${h} h` : `${d} d`;
  if (h > 0) return m > 0 ? `${h} h ${m} min` : `${h} h`;
  return `${m} min`;
}

/**
 * The refusal of a call a person's own limit does not leave room for: whose limit, what is spent, when it resets
 * (UTC, as the ledger counts), and who can raise it.
 */
export function personRefusal(a: {
  period: 'daily' | 'monthly';
  limit: number;
  counted: number;
  cost: number;
  resetsAt: Date;
  now: Date;
}): string {
  const when = a.period === 'daily' ? 'today' : 'this month';
  const head =
    a.counted >= a.limit
      ? `Your ${a.period} limit of ${a.limit} credits is reached (${a.counted} spent ${when}).`
      : `This call may cost up to ${a.cost} credits and your ${a.period} limit of ${a.limit} leaves ${
          a.limit - a.counted
        } ${when} (${a.counted} spent).`;
  const at =
    a.period === 'daily'
      ? 'at 00:00 UTC'
      : `on ${a.resetsAt.getUTCDate()} ${MONTHS[a.resetsAt.getUTCMonth()]} at 00:00 UTC`;
  const wait = waitInWords(a.resetsAt.getTime() - a.now.getTime());
  return `${head} It resets ${at} (in ${wait}). An owner or an admin can raise it.`;
}
