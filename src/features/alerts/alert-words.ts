import type { AlertChannel, AlertDelivery } from '../../api/alerts.ts';
import { formatDate, formatNumber } from '../../lib/format.ts';
import {
  ALERT_METRICS,
  METRICS,
  type AlertChannelKind,
  type AlertMetric,
  type Compared,
  type ComparedSide,
} from '../../lib/local-schemas/alerts.ts';

export const isMetric = (m: string): m is AlertMetric => (ALERT_METRICS as readonly string[]).includes(m);

/** A metric in words; one this page does not know yet keeps its name. */
export const metricLabel = (m: string) => (isMetric(m) ? METRICS[m].label : m);

export const KIND_NAMES: Record<AlertChannelKind, string> = {
  email: 'Email',
  slack: 'Slack',
  webhook: 'Webhook',
};

/** A date, a time or a period `from..to`, as a person reads it. */
export function whenText(at: string): string {
  const [from, to] = at.split('..');
  if (to !== undefined) return `${formatDate(from)} – ${formatDate(to)}`;
  return formatDate(at, at.length > 10);
}

/** A value with its unit; no value is "no data", never a zero. */
export function valueText(value: number | null, unit: string): string {
  if (value === null) return 'no data';
  const n = formatNumber(value, { maximumFractionDigits: 2 });
  if (!unit) return n;
  return unit === '%' ? `${n}%` : `${n} ${unit}`;
}

const sideText = (s: ComparedSide, unit: string) => `${valueText(s.value, unit)} (${whenText(s.at)})`;

/** What an alert compared: "12 (Nov 20, 2024) → 4 (Nov 27, 2024)", or the one value where there is no before. */
export function comparedText(c: Compared): string {
  const now = sideText(c.now, c.unit);
  return c.before ? `${sideText(c.before, c.unit)} → ${now}` : now;
}

/** A channel by the name it was given, else where it goes. */
export function channelName(c: Pick<AlertChannel, 'name' | 'address' | 'url' | 'id'>): string {
  if (c.name) return c.name;
  if (c.address) return c.address;
  if (c.url) {
    try {
      return new URL(c.url).host;
    } catch {
      return c.url;
    }
  }
  return `channel #${c.id}`;
}

export type Tone = 'good' | 'warn' | 'bad' | 'neutral';

/** One delivery's outcome in words, with the tone it is drawn in. */
export function deliveryOutcome(
  d: Pick<AlertDelivery, 'state' | 'error' | 'sent_at' | 'next_try_at' | 'at'>,
): { text: string; tone: Tone } {
  switch (d.state) {
    case 'sent':
      return { text: `Sent ${formatDate(d.sent_at ?? d.at, true)}`, tone: 'good' };
    case 'retrying':
      return {
        text: `Retrying${d.next_try_at ? `, next try ${formatDate(d.next_try_at, true)}` : ''}${d.error ? ` (${d.error})` : ''}`,
        tone: 'warn',
      };
    case 'failed':
      return { text: `Failed${d.error ? `: ${d.error}` : ''}`, tone: 'bad' };
    case 'digest':
      return { text: 'Waits for the daily digest', tone: 'neutral' };
    default:
      return { text: 'Sending', tone: 'neutral' };
  }
}

export const TONE_CLASS: Record<Tone, string> = {
  good: 'text-emerald-800',
  warn: 'text-amber-800',
  bad: 'text-red-800',
  neutral: 'text-slate-700',
};
