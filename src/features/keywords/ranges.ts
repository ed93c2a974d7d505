import type { RangeName } from './search.ts';

/** The spec's bounds of the range filters (Common parameters: "non-negative", "0-100", "0.0-1.0", "positive"). */
export const RANGE_RULES: Record<RangeName, { label: string; whole: boolean; min: number; max?: number }> = {
  volume: { label: 'Search volume', whole: true, min: 0 },
  difficulty: { label: 'Difficulty', whole: true, min: 0, max: 100 },
  cpc: { label: 'CPC', whole: false, min: 0 },
  competition: { label: 'Competition', whole: false, min: 0, max: 1 },
  keyword_count: { label: 'Words', whole: true, min: 1 },
  characters_count: { label: 'Characters', whole: true, min: 1 },
};

export type RangeDraft = { from: string; to: string };
export type RangeCheck = {
  from?: number;
  to?: number;
  errors: { from?: string; to?: string };
};

function ruleText(name: RangeName): string {
  const r = RANGE_RULES[name];
  const kind = r.whole ? 'a whole number' : 'a number';
  return r.max === undefined
    ? `Enter ${kind} of ${r.min} or more.`
    : `Enter ${kind} from ${r.min} to ${r.max}.`;
}

function end(name: RangeName, raw: string): { value?: number; error?: string } {
  const t = raw.trim();
  if (t === '') return {};
  const r = RANGE_RULES[name];
  const pattern = r.whole ? /^\d+$/ : /^(\d+(\.\d*)?|\.\d+)$/;
  if (!pattern.test(t)) return { error: ruleText(name) };
  const n = Number(t);
  if (n < r.min || (r.max !== undefined && n > r.max)) return { error: ruleText(name) };
  return { value: n };
}

/** One range filter checked at the field: each end against the spec's bounds, then from ≤ to. */
export function checkRange(name: RangeName, draft: RangeDraft): RangeCheck {
  const from = end(name, draft.from);
  const to = end(name, draft.to);
  const errors: RangeCheck['errors'] = {};
  if (from.error) errors.from = from.error;
  if (to.error) errors.to = to.error;
  if (from.value !== undefined && to.value !== undefined && from.value > to.value) {
    errors.to = `"To" must not be less than "From" (${from.value}).`;
  }
  return { from: from.value, to: to.value, errors };
}

/** "100..5000" ↔ { from: "100", to: "5000" } */
export function rangeFromUrl(v: string | undefined): RangeDraft {
  if (!v) return { from: '', to: '' };
  const [from = '', to = ''] = v.split('..');
  return { from, to };
}

export function rangeToUrl(r: { from?: number; to?: number }): string | undefined {
  if (r.from === undefined && r.to === undefined) return undefined;
  return `${r.from ?? ''}..${r.to ?? ''}`;
}
