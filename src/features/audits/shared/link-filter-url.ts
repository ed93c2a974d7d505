import type { LinkFilterParam } from '../../../api/audit-inputs.ts';

/**
 * The links filter in the address bar: one readable parameter, `f=status.404*and.nofollow.1` (kept apart from
 * the builder so route search parsing stays small in the entry chunk).
 */
export interface LinkCondition {
  param: LinkFilterParam;
  value: string;
  /** joins this condition to the previous one; ignored on the first */
  join: 'and' | 'or';
}

const PARAMS = new Set<string>(['status', 'type', 'source_noindex', 'nofollow', 'anchor_type']);
// `*` and `.` survive the address bar's own encoding unchanged, so they separate; inside values they are escaped
const enc = (v: string) => encodeURIComponent(v).replace(/\*/g, '%2A').replace(/\./g, '%2E');

export function encodeConditions(conds: readonly LinkCondition[]): string | undefined {
  const kept = conds.filter((c) => c.value.trim() !== '');
  if (kept.length === 0) return undefined;
  return kept.map((c, i) => `${i === 0 ? '' : `${c.join}.`}${c.param}.${enc(c.value.trim())}`).join('*');
}

/** Unknown params or broken parts are dropped rather than failing the page. */
export function decodeConditions(raw: unknown): LinkCondition[] {
  if (typeof raw !== 'string' || raw === '') return [];
  const out: LinkCondition[] = [];
  for (const part of raw.split('*')) {
    const bits = part.split('.');
    const joined = bits[0] === 'and' || bits[0] === 'or';
    const join = joined ? (bits[0] as 'and' | 'or') : 'and';
    const [param, value] = joined ? [bits[1], bits[2]] : [bits[0], bits[1]];
    if (!param || !PARAMS.has(param) || value === undefined) continue;
    let text: string;
    try {
      text = decodeURIComponent(value);
    } catch {
      continue;
    }
    if (text.trim() !== '') out.push({ param: param as LinkFilterParam, value: text, join });
  }
  return out;
}
