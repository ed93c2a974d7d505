import type { CrawledPage } from '../../../api/audit-page-schemas.ts';
import type { StatusClass } from './search.ts';

/**
 * Every key the spec lists for a crawled page (spec "Crawled page"): the described ones with a label, the
 * further ones under their own name (the spec does not say what they mean, so the dashboard does not guess).
 */
export const DESCRIBED_KEYS: readonly (readonly [string, string])[] = [
  ['url', 'URL'],
  ['status', 'HTTP status'],
  ['depth', 'Depth'],
  ['load_ms', 'Load time (ms)'],
  ['title', 'Title'],
  ['description', 'Description'],
  ['h1', 'H1'],
  ['words_count', 'Words'],
  ['issues', 'Issues'],
  ['errors', 'Errors'],
  ['warnings', 'Warnings'],
  ['notices', 'Notices'],
  ['inlinks', 'Internal inlinks'],
  ['outlinks_internal', 'Internal outlinks'],
  ['outlinks_external', 'External outlinks'],
  ['canonical_url', 'Canonical URL'],
  ['indexable_status', 'Indexability'],
  ['id', 'Page id'],
];

export const FURTHER_KEYS: readonly string[] = (
  'url_len type url_protocol sitemap size noindex first_ms robots nofollow xrobots title_len description_len ' +
  'chars h1_len h2_len html_ratio blocked_robots img hreflang hreflang_link refresh_time meta_refresh ' +
  'redirect_url single_h1 single_h2 h3_count h4_count h5_count h6_count total_links mixed_count mixed ' +
  'last_modified content_hash h2 refpages inlinks_nofollow inlinks_follow redirect_links redirect_count ' +
  'img_size css_size js_size title_duplicate description_duplicate h1_duplicate amp indexable ' +
  'traffic_forecast num_keywords recheck_status time_check'
).split(' ');

export const ALL_KEYS: readonly string[] = [...DESCRIBED_KEYS.map(([k]) => k), ...FURTHER_KEYS];
const LABEL = new Map<string, string>(DESCRIBED_KEYS);
export const columnLabel = (key: string) => LABEL.get(key) ?? key;

export const DEFAULT_COLUMNS: readonly string[] = [
  'url',
  'status',
  'title',
  'depth',
  'load_ms',
  'words_count',
  'issues',
  'errors',
  'warnings',
  'inlinks',
  'indexable_status',
];

const TEXT_KEYS = new Set([
  'url',
  'title',
  'description',
  'h1',
  'h2',
  'canonical_url',
  'indexable_status',
  'type',
  'url_protocol',
  'robots',
  'xrobots',
  'hreflang_link',
  'redirect_url',
  'last_modified',
  'content_hash',
  'time_check',
  'id',
]);
/** Right-aligned, compared as numbers. */
export const isNumericKey = (key: string) => !TEXT_KEYS.has(key);

/** `cols` from the URL: known keys in picker order; the default set when nothing usable is given. */
export function columnsFromParam(cols: string | undefined): string[] {
  if (!cols) return [...DEFAULT_COLUMNS];
  const wanted = new Set(cols.split(','));
  const out = ALL_KEYS.filter((k) => wanted.has(k));
  if (!out.includes('url')) out.unshift('url');
  return out;
}
export function columnsToParam(cols: readonly string[]): string | undefined {
  const same = cols.length === DEFAULT_COLUMNS.length && DEFAULT_COLUMNS.every((c) => cols.includes(c));
  return same ? undefined : ALL_KEYS.filter((k) => cols.includes(k)).join(',');
}

/** A cell's value; null stays null (no data), never 0. */
export function cellValue(page: CrawledPage, key: string): string | number | null {
  const v = (page as Record<string, unknown>)[key];
  if (v === null || v === undefined || v === '') return null;
  if (typeof v === 'number') return v;
  if (typeof v === 'string') return v;
  return typeof v === 'boolean' ? (v ? 1 : 0) : JSON.stringify(v);
}

function comparable(v: string | number | null, numeric: boolean): string | number | null {
  if (v === null) return null;
  if (!numeric) return String(v);
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
}

/** Sorted copy: numbers as numbers, text by locale; pages without a value always last, whatever the direction. */
export function sortPages(pages: readonly CrawledPage[], key: string, desc: boolean): CrawledPage[] {
  const numeric = isNumericKey(key);
  const keyed = pages.map((p) => ({ p, v: comparable(cellValue(p, key), numeric) }));
  keyed.sort((a, b) => {
    if (a.v === null || b.v === null) return a.v === b.v ? 0 : a.v === null ? 1 : -1;
    const c =
      typeof a.v === 'number' && typeof b.v === 'number' ? a.v - b.v : String(a.v).localeCompare(String(b.v));
    return desc ? -c : c;
  });
  return keyed.map((k) => k.p);
}

export function statusClassOf(status: number | null): StatusClass {
  if (status === null || !Number.isFinite(status)) return 'none';
  const c = Math.floor(status / 100);
  return c === 2 ? '2xx' : c === 3 ? '3xx' : c === 4 ? '4xx' : c === 5 ? '5xx' : 'none';
}

export const filterByStatus = (pages: readonly CrawledPage[], cls: StatusClass | undefined) =>
  cls ? pages.filter((p) => statusClassOf(p.status) === cls) : [...pages];
