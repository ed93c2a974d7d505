import { isKeywordDatabase } from '../../lib/country-codes.ts';
import { LIMITS } from '../../lib/limits.ts';
import type { DiscoveryParams, IntentCode, KeywordFilters, KeywordSort } from '../../api/keyword-inputs.ts';
import { checkRange, rangeFromUrl, rangeToUrl, type RangeDraft } from './ranges.ts';
import { RANGE_NAMES, type KeywordSearch, type MatchGroups, type RangeName } from './search.ts';
import { INTENTS, SERP_FEATURES } from './vocabulary.ts';

/**
 * The discovery form (similar, related, questions) as a draft of strings, its checks at the field, and the
 * canonical parameters a search sends: the same search always makes the same query key, so it is paid once.
 */

export const DEFAULT_SOURCE = 'us';
/** The spec's default page size. */
export const DEFAULT_LIMIT = 100;

export interface DiscoveryDraft {
  source: string;
  q: string;
  limit: string;
  sort: '' | KeywordSort;
  order: 'asc' | 'desc';
  trend: boolean;
  ranges: Record<RangeName, RangeDraft>;
  features: string[];
  /** comma-separated names beyond the offered ones */
  otherFeatures: string;
  intents: IntentCode[];
  include: MatchGroups;
  exclude: MatchGroups;
}

/** Field path → message, e.g. `q`, `volume.to`, `include.0.1`. */
export type DraftErrors = Record<string, string>;

const split = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x !== '');

const INTENT_ORDER = INTENTS.map((i) => i.code);
const isKnownFeature = (f: string) => (SERP_FEATURES as readonly string[]).includes(f);

export function draftFromSearch(s: KeywordSearch): DiscoveryDraft {
  const features = split(s.features);
  return {
    source: s.source ?? DEFAULT_SOURCE,
    q: s.q ?? '',
    limit: String(s.limit ?? DEFAULT_LIMIT),
    sort: s.sort ?? '',
    order: s.order ?? 'desc',
    trend: s.trend ?? false,
    ranges: Object.fromEntries(RANGE_NAMES.map((n) => [n, rangeFromUrl(s[n])])) as DiscoveryDraft['ranges'],
    features: features.filter(isKnownFeature),
    otherFeatures: features.filter((f) => !isKnownFeature(f)).join(', '),
    intents: INTENT_ORDER.filter((c) => split(s.intents).includes(c)),
    include: s.include ?? [],
    exclude: s.exclude ?? [],
  };
}

/**
 * The database is a country code; one that names no country (`zz`, `xx`) would still be a paid call the service
 * answers with nothing, so it is refused here, as the server refuses it.
 */
export function checkSource(source: string): string | undefined {
  const t = source.trim();
  if (t === '') return 'Choose or type the country code of a keyword database, e.g. us.';
  if (!/^[A-Za-z]{2}$/.test(t)) return 'A country code is two letters, e.g. us or de.';
  if (!isKeywordDatabase(t))
    return `“${t}” is no country’s code: pick a keyword database from the list, e.g. us, gb or de.`;
  return undefined;
}

export function checkSeed(q: string): string | undefined {
  const t = q.trim();
  if (t === '') return 'Enter a seed keyword.';
  return t.length > LIMITS.keyword
    ? `A seed keyword is at most ${LIMITS.keyword} characters (now ${t.length}).`
    : undefined;
}

export function checkLimit(limit: string): string | undefined {
  return /^\d+$/.test(limit.trim()) && Number(limit) >= 1
    ? undefined
    : 'The page size is a whole number of 1 or more.';
}

function checkGroups(which: 'include' | 'exclude', groups: MatchGroups, errors: DraftErrors) {
  groups.forEach((g, gi) =>
    g.forEach((c, ci) => {
      if (c.value.trim() === '')
        errors[`${which}.${gi}.${ci}`] = 'Enter the text to match, or remove this condition.';
    }),
  );
}

/** Every check of the form; an empty result means the search may be sent. */
export function checkDraft(d: DiscoveryDraft): DraftErrors {
  const errors: DraftErrors = {};
  const put = (k: string, m: string | undefined) => {
    if (m) errors[k] = m;
  };
  put('source', checkSource(d.source));
  put('q', checkSeed(d.q));
  put('limit', checkLimit(d.limit));
  for (const n of RANGE_NAMES) {
    const r = checkRange(n, d.ranges[n]);
    put(`${n}.from`, r.errors.from);
    put(`${n}.to`, r.errors.to);
  }
  checkGroups('include', d.include, errors);
  checkGroups('exclude', d.exclude, errors);
  return errors;
}

const cleanGroups = (g: MatchGroups) =>
  g
    .map((conds) => conds.map((c) => ({ ...c, value: c.value.trim() })).filter((c) => c.value !== ''))
    .filter((c) => c.length > 0);

/** The URL of a checked draft (offset back to the first page; the table's own sort is kept by the caller). */
export function searchFromDraft(d: DiscoveryDraft): KeywordSearch {
  const s: KeywordSearch = {
    source: d.source.trim().toLowerCase(),
    q: d.q.trim().replace(/\s+/g, ' '),
    limit: Number(d.limit),
    sort: d.sort || undefined,
    order: d.sort ? d.order : undefined,
    trend: d.trend || undefined,
  };
  for (const n of RANGE_NAMES) s[n] = rangeToUrl(checkRange(n, d.ranges[n]));
  const features = [
    ...new Set([...d.features, ...split(d.otherFeatures).map((f) => f.toLowerCase())]),
  ].sort();
  s.features = features.length ? features.join(',') : undefined;
  s.intents = d.intents.length ? INTENT_ORDER.filter((c) => d.intents.includes(c)).join(',') : undefined;
  const include = cleanGroups(d.include);
  const exclude = cleanGroups(d.exclude);
  s.include = include.length ? include : undefined;
  s.exclude = exclude.length ? exclude : undefined;
  return s;
}

/** How many filters a search uses (shown on the collapsed filter panel). */
export function filterCount(s: KeywordSearch): number {
  return (
    RANGE_NAMES.filter((n) => s[n]).length +
    (s.features ? 1 : 0) +
    (s.intents ? 1 : 0) +
    (s.include ? 1 : 0) +
    (s.exclude ? 1 : 0)
  );
}

/**
 * The canonical parameters of the search in the URL, or undefined when there is none or it does not pass the
 * form's checks (a hand-edited link): nothing is sent that the form would refuse.
 */
export function discoveryParams(s: KeywordSearch): DiscoveryParams | undefined {
  const d = draftFromSearch(s);
  if (Object.keys(checkDraft(d)).length > 0) return undefined;
  const c = searchFromDraft(d);
  const filter: KeywordFilters = {};
  for (const n of RANGE_NAMES) {
    const r = checkRange(n, d.ranges[n]);
    if (r.from !== undefined || r.to !== undefined) {
      filter[n] = { ...(r.from !== undefined && { from: r.from }), ...(r.to !== undefined && { to: r.to }) };
    }
  }
  if (c.features) filter.serp_features = c.features.split(',');
  if (c.intents) filter.intents = c.intents.split(',') as IntentCode[];
  if (c.include) filter.multi_keyword_included = c.include;
  if (c.exclude) filter.multi_keyword_excluded = c.exclude;
  return {
    source: c.source ?? DEFAULT_SOURCE,
    keyword: c.q ?? '',
    limit: c.limit ?? DEFAULT_LIMIT,
    offset: s.offset ?? 0,
    ...(c.sort && { sort: c.sort, sort_order: c.order ?? 'desc' }),
    ...(c.trend && { history_trend: true }),
    ...(Object.keys(filter).length > 0 && { filter }),
  };
}
