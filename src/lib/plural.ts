import { formatNumber } from './format.ts';

/**
 * A count's noun in English: `plural(1, 'keyword')` is "keyword", `plural(3, 'query', 'queries')` is "queries".
 * Zero takes the plural ("0 keywords"), as English does.
 */
export function plural(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many;
}

/** A count with its noun, the count formatted for the reader: "1 keyword", "1,250 keywords". */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${formatNumber(count)} ${plural(count, one, many)}`;
}
