import type { Change } from '../../api/positions.ts';
import { formatNumber, formatPercent, NO_DATA } from '../../lib/format.ts';

/** A change for a cell: ▲ 3 (up), ▼ 2 (down), "new", "lost", or a dash when there is no check to compare with. */
export function changeText(c: Change): { text: string; label: string; tone: string } {
  if (!c) return { text: NO_DATA, label: 'no earlier check', tone: 'text-slate-500' };
  if (c.kind === 'entered') return { text: 'new', label: 'entered the results', tone: 'text-emerald-700' };
  if (c.kind === 'lost') return { text: 'lost', label: 'left the results', tone: 'text-red-700' };
  if (c.kind !== 'moved') return { text: NO_DATA, label: 'not found either time', tone: 'text-slate-500' };
  if (c.by === 0) return { text: '0', label: 'no change', tone: 'text-slate-500' };
  return c.by > 0
    ? { text: `▲ ${c.by}`, label: `up ${c.by}`, tone: 'text-emerald-700' }
    : { text: `▼ ${-c.by}`, label: `down ${-c.by}`, tone: 'text-red-700' };
}

/** "14:00 UTC (15:00 your time)". */
export function hourText(hour: number): string {
  const d = new Date(Date.UTC(2026, 0, 1, hour));
  const local = d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return `${String(hour).padStart(2, '0')}:00 UTC (${local} your time)`;
}

/** An average position, to one decimal as the charts draw it; a day without one shows the dash, never 0. */
export const averageText = (v: number | null) =>
  formatNumber(v, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A share of the keywords (0-100) for the charts: "42.5%"; a day without one shows the dash. */
export const shareText = (v: number | null) => formatPercent(v);

export function dateTimeText(iso: string): string {
  const d = new Date(iso);
  return `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
