import { HttpError, nestedQuery, toArray } from '../../http.ts';

/**
 * filter[multi_keyword_included] / filter[multi_keyword_excluded]: an array of groups, each an array of
 * `{type, value}` conditions. Reading: a group holds when ALL its conditions hold; "included" keeps keywords
 * for which ANY group holds, "excluded" drops keywords for which ANY group holds.
 *
 * Clients send it as a JSON string (`filter[multi_keyword_included]=[[{"type":"contains","value":"x"}]]`) or
 * bracketed (`filter[multi_keyword_included][0][0][type]=contains&...[0][0][value]=x`); both are read. The
 * service's own client also sends a plain comma-separated word list (`shoes,boots`): that is one group of
 * "contains" conditions, one per word.
 */

export type MatchType = 'begins' | 'contains' | 'ends' | 'exact';
export interface Condition {
  type: MatchType;
  value: string;
}
export type Groups = Condition[][];

const TYPES: readonly MatchType[] = ['begins', 'contains', 'ends', 'exact'];

function condition(name: string, raw: unknown): Condition {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new HttpError(400, `${name}: each condition must be an object {type, value}`);
  }
  const { type, value } = raw as Record<string, unknown>;
  if (typeof type !== 'string' || !(TYPES as readonly string[]).includes(type)) {
    throw new HttpError(400, `${name}: condition type must be one of ${TYPES.join(', ')}`);
  }
  if (typeof value !== 'string' || value.trim() === '') {
    throw new HttpError(400, `${name}: condition value must be a non-empty string`);
  }
  return { type: type as MatchType, value: value.trim().toLowerCase() };
}

/** A group is an array of conditions; a bare condition is read as a group of one. */
function group(name: string, raw: unknown): Condition[] {
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw) && 'type' in raw)
    return [condition(name, raw)];
  const items = Array.isArray(raw) ? raw : typeof raw === 'object' && raw !== null ? toArray(raw) : undefined;
  if (!items || items.length === 0) throw new HttpError(400, `${name}: each group must be a non-empty array`);
  return items.map((c) => condition(name, c));
}

function parseJson(name: string, text: string): unknown {
  if (text.trim() === '') throw new HttpError(400, `${name} must not be empty when given`);
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(
      400,
      `${name} must be a JSON array of groups, e.g. [[{"type":"contains","value":"boots"}]]`,
    );
  }
}

/** JSON starts with a bracket or a brace; anything else is the plain word list. */
const isPlainList = (text: string): boolean => !/^\s*[[{]/.test(text) && text.trim() !== '';

/** `shoes, boots` → one group: contains "shoes" and contains "boots". */
function plainGroup(text: string): Condition[] {
  return text
    .split(',')
    .map((w) => w.trim())
    .filter((w) => w !== '')
    .map((value) => ({ type: 'contains', value }));
}

export function readGroups(q: URLSearchParams, which: 'included' | 'excluded'): Groups | undefined {
  const name = `filter[multi_keyword_${which}]`;
  let raw: unknown;
  const values = [...q.getAll(name), ...q.getAll(`${name}[]`)];
  if (values.length > 0) {
    // A JSON value holds all groups, a plain list one group; repeated values each hold one group.
    const parsed = values.map((t) => (isPlainList(t) ? plainGroup(t) : parseJson(name, t)));
    raw = parsed.length === 1 && !isPlainList(values[0] ?? '') ? parsed[0] : parsed;
  } else {
    const filter = nestedQuery(q).filter;
    if (typeof filter !== 'object' || filter === null) return undefined;
    raw = (filter as Record<string, unknown>)[`multi_keyword_${which}`];
    if (raw === undefined) return undefined;
  }
  const groups = Array.isArray(raw)
    ? raw
    : typeof raw === 'object' && raw !== null
      ? toArray(raw)
      : undefined;
  if (!groups || groups.length === 0) throw new HttpError(400, `${name} must be a non-empty array of groups`);
  return groups.map((g) => group(name, g));
}

function holds(keyword: string, c: Condition): boolean {
  switch (c.type) {
    case 'begins':
      return keyword.startsWith(c.value);
    case 'contains':
      return keyword.includes(c.value);
    case 'ends':
      return keyword.endsWith(c.value);
    case 'exact':
      return keyword === c.value;
  }
}

export function anyGroupHolds(keyword: string, groups: Groups): boolean {
  return groups.some((g) => g.every((c) => holds(keyword, c)));
}
