/** Formatting for what people read: numbers, money, dates. A null is "no data", shown as an em dash. */

/** What a figure with no data shows: never a 0, which would read as a measurement. */
export const NO_DATA = '—';

// Building an Intl formatter costs far more than using one: tables format thousands of values.
const numberFormats = new Map<string, Intl.NumberFormat>();

export function formatNumber(value: number | null | undefined, opts: Intl.NumberFormatOptions = {}): string {
  if (value === null || value === undefined || Number.isNaN(value)) return NO_DATA;
  const key = JSON.stringify(opts);
  let f = numberFormats.get(key);
  if (!f) numberFormats.set(key, (f = new Intl.NumberFormat(undefined, opts)));
  return f.format(value);
}

// per currency code; null: a code Intl does not know
const moneyFormats = new Map<string, Intl.NumberFormat | null>();

export function formatMoney(value: number | null | undefined, currency: string | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return NO_DATA;
  const code = currency || 'USD';
  let f = moneyFormats.get(code);
  if (f === undefined) {
    try {
      f = new Intl.NumberFormat(undefined, { style: 'currency', currency: code });
    } catch {
      f = null;
    }
    moneyFormats.set(code, f);
  }
  // an unknown currency code still shows, beside the number
  return f
    ? f.format(value)
    : `${formatNumber(value, { maximumFractionDigits: 2 })} ${currency ?? ''}`.trim();
}

export function formatPercent(value: number | null | undefined, digits = 1): string {
  if (value === null || value === undefined || Number.isNaN(value)) return NO_DATA;
  return `${formatNumber(value, { maximumFractionDigits: digits })}%`;
}

/**
 * `YYYY-MM-DD` or `YYYY-MM-DD HH:MM:SS` (UTC, the service's formats) for a person. A date without a time is shown
 * as that day, whatever `withTime` asks: it has no time to show (an invented midnight, moved into the reader's
 * zone, would even show the day before west of UTC).
 */
export function formatDate(value: string | null | undefined, withTime = false): string {
  if (!value) return NO_DATA;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const iso = value.includes(' ')
    ? `${value.replace(' ', 'T')}Z`
    : value.length === 10
      ? `${value}T00:00:00Z`
      : value;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return value;
  return dateFormat(withTime && !dateOnly).format(d);
}

const dateFormats = new Map<boolean, Intl.DateTimeFormat>();
function dateFormat(withTime: boolean): Intl.DateTimeFormat {
  let f = dateFormats.get(withTime);
  if (!f) {
    f = new Intl.DateTimeFormat(undefined, {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
      timeZone: withTime ? undefined : 'UTC',
    });
    dateFormats.set(withTime, f);
  }
  return f;
}
