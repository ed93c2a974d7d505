import { HttpError, nestedQuery } from '../../http.ts';
import { linksBefore, linkCount, locateLink } from './layout.ts';
import {
  ANCHOR_TYPES,
  BIT,
  LINK_STATUSES,
  LINK_TYPES,
  linkCode,
  linkId,
  linkItem,
  pageFlags,
} from './links.ts';
import type { CrawlModel } from './model.ts';
import type { CrawlView } from './view.ts';

export const FILTER_PARAMS = ['status', 'type', 'source_noindex', 'nofollow', 'anchor_type'] as const;
type FilterParam = (typeof FILTER_PARAMS)[number];

export interface LinkCondition {
  param: FilterParam;
  value: string;
  join: 'and' | 'or';
}

/**
 * `filter[i][param]`, `filter[i][value]`, `filter[i][type]` (spec "Links filter"). The type joins condition i
 * to the previous one and is required from index 1 on (spec Errors 5); on the first condition it is ignored.
 */
export function parseLinkFilter(query: URLSearchParams): LinkCondition[] {
  const raw = nestedQuery(query).filter;
  if (raw === undefined) return [];
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new HttpError(
      400,
      'filter must be given as filter[i][param], filter[i][value] and filter[i][type]',
    );
  }
  const entries = Object.entries(raw as Record<string, unknown>);
  const bad = entries.find(([k]) => !/^\d+$/.test(k));
  if (bad) throw new HttpError(400, `filter[${bad[0]}]: the condition index must be an integer`);
  entries.sort(([a], [b]) => Number(a) - Number(b));
  return entries.map(([k, cond], position) => {
    const c = (typeof cond === 'object' && cond !== null && !Array.isArray(cond) ? cond : {}) as Record<
      string,
      unknown
    >;
    const param = c.param;
    if (typeof param !== 'string' || param === '')
      throw new HttpError(400, `filter[${k}][param] is required`);
    if (!(FILTER_PARAMS as readonly string[]).includes(param)) {
      throw new HttpError(400, `filter[${k}][param] must be one of ${FILTER_PARAMS.join(', ')}`);
    }
    if (typeof c.value !== 'string' || c.value === '')
      throw new HttpError(400, `filter[${k}][value] is required`);
    const type = c.type;
    if ((Number(k) >= 1 || position >= 1) && (type === undefined || type === '')) {
      throw new HttpError(400, `filter[${k}][type] is required from the second condition on (and or or)`);
    }
    if (type !== undefined && type !== 'and' && type !== 'or') {
      throw new HttpError(400, `filter[${k}][type] must be and or or`);
    }
    return { param: param as FilterParam, value: c.value, join: type === 'or' ? 'or' : 'and' };
  });
}

/** A condition as `(code & mask) === want`; a value no link can have never matches. */
function compile(cond: LinkCondition): { mask: number; want: number; join: 'and' | 'or' } {
  const at = (values: readonly (string | number)[], bit: number, width: number) => {
    const k = values.findIndex((x) => String(x) === cond.value);
    return k < 0 ? { mask: 0, want: 1 } : { mask: ((1 << width) - 1) << bit, want: k << bit };
  };
  const flag = (bit: number) => at(['0', '1'], bit, 1);
  const m = {
    status: () => at(LINK_STATUSES, BIT.status, 3),
    type: () => at(LINK_TYPES, BIT.type, 3),
    source_noindex: () => flag(BIT.noindex),
    nofollow: () => flag(BIT.nofollow),
    anchor_type: () => at(ANCHOR_TYPES, BIT.anchor, 2),
  }[cond.param]();
  return { ...m, join: cond.join };
}

const tables = new WeakMap<CrawlModel, Uint16Array>();

/** Every link of the crawl, packed; built once per crawl model (about 3 million entries for 300,000 pages). */
function linkTable(v: CrawlView): Uint16Array {
  let table = tables.get(v.model);
  if (table) return table;
  table = new Uint16Array(linksBefore(v.auditId, v.pages));
  let n = 0;
  for (let index = 0; index < v.pages; index++) {
    const flags = pageFlags(v, index);
    const count = linkCount(v.auditId, index);
    for (let slot = 0; slot < count; slot++) table[n++] = linkCode(v, flags, slot);
  }
  tables.set(v.model, table);
  return table;
}

export type PageType = 'internal' | 'external' | 'all';

const itemAt = (v: CrawlView, n: number) => {
  const { index, slot } = locateLink(v.auditId, n);
  return linkItem(v, pageFlags(v, index), slot, linkId(v, n));
};

export function listLinks(
  v: CrawlView,
  pageType: PageType,
  conds: LinkCondition[],
  limit: number,
  offset: number,
): { total: number; items: Record<string, string>[] } {
  const items: Record<string, string>[] = [];
  if (pageType === 'all' && conds.length === 0) {
    // Unfiltered paging is O(limit) even for a 300,000-page crawl.
    const total = linksBefore(v.auditId, v.pages);
    for (let n = offset; n < Math.min(total, offset + limit); n++) items.push(itemAt(v, n));
    return { total, items };
  }
  const compiled = conds.map(compile);
  const externalBit = 1 << BIT.external;
  const table = linkTable(v);
  let total = 0;
  for (let n = 0; n < table.length; n++) {
    const code = table[n] ?? 0;
    if (pageType === 'internal' && code & externalBit) continue;
    if (pageType === 'external' && !(code & externalBit)) continue;
    // Conditions joined left to right: ((c0 op1 c1) op2 c2) …
    let ok = true;
    for (let k = 0; k < compiled.length; k++) {
      const c = compiled[k];
      if (!c) continue;
      const r = (code & c.mask) === c.want;
      ok = k === 0 ? r : c.join === 'and' ? ok && r : ok || r;
    }
    if (!ok) continue;
    if (total >= offset && items.length < limit) items.push(itemAt(v, n));
    total++;
  }
  return { total, items };
}
