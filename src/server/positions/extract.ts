/**
 * Where a site ranks in one SERP result: pure, so the matching rules are tested without a network.
 * Only organic items count (a rank tracker's position is the organic one; ads and snippets are other placements),
 * numbered by their `rank_group` (spec, SERP result: "rank_group integer", the rank within the item's type).
 */

export interface DomainRule {
  /** the site's domain, without scheme, path or a leading `www.` */
  domain: string;
  /** whether `shop.example.com` counts for `example.com` (`www.` always does) */
  subdomains: boolean;
}

export interface Extracted {
  /** the best organic position of the site, or null when it is absent from the results (never 0) */
  position: number | null;
  url: string | null;
  /** the domains of the first ten organic items, in order */
  top10: string[];
}

/** `https://WWW.Example.com:443/x` → `example.com`; empty when nothing host-like is left. */
export function normalizeDomain(raw: string): string {
  let s = raw.trim().toLowerCase();
  s = s.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  s = s.split(/[/?#]/)[0] ?? '';
  s = s.replace(/:\d+$/, '').replace(/\.$/, '');
  return s.replace(/^www\./, '');
}

/** Is `domain` a plausible host name (letters, digits, hyphens, dots, at least one dot)? */
export function isDomain(domain: string): boolean {
  return domain.length <= 253 && /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/.test(domain);
}

export function matchesDomain(itemDomain: string, rule: DomainRule): boolean {
  const d = normalizeDomain(itemDomain);
  const site = normalizeDomain(rule.domain);
  if (!d || !site) return false;
  return d === site || (rule.subdomains && d.endsWith(`.${site}`));
}

interface Item {
  type?: unknown;
  rank_group?: unknown;
  rank_absolute?: unknown;
  domain?: unknown;
  url?: unknown;
}

/**
 * The deepest rank a result can hold: the spec's standard results reach the top 100, and 1,000 leaves room for a
 * deeper page while every rank kept fits the store's integer column. A rank beyond it (3e9, 1e308) is no rank.
 */
export const MAX_RANK = 1000;
/** the longest URL kept for a position (browsers and crawlers stop near here); a longer one is not kept */
export const MAX_URL = 2048;

function rankOf(item: Item): number | null {
  const raw = item.rank_group ?? item.rank_absolute;
  // a number, or a number written as a string; never `[]` or `true` read as 0 or 1
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  return Number.isInteger(n) && n > 0 && n <= MAX_RANK ? n : null;
}

/** A URL from the answer as the store can keep it: a string of reasonable length with no NUL. */
function urlOf(v: unknown): string | null {
  return typeof v === 'string' && v.length <= MAX_URL && !v.includes('\u0000') ? v : null;
}

/** Reads a standard SERP result (its `items[]`); anything unexpected in an item is skipped, not guessed. */
export function extractPosition(result: unknown, rule: DomainRule): Extracted {
  const raw = (result as { items?: unknown } | null)?.items;
  const items = (Array.isArray(raw) ? raw : []) as Item[];
  const organic = items
    .filter((i) => i && typeof i === 'object' && i.type === 'organic')
    .map((i) => ({
      rank: rankOf(i),
      // no host name is longer than 253 characters: a longer "domain" is no domain
      domain: typeof i.domain === 'string' && i.domain.length <= 253 ? i.domain : '',
      url: i.url,
    }))
    .filter((i): i is { rank: number; domain: string; url: unknown } => i.rank !== null)
    .sort((a, b) => a.rank - b.rank);
  const best = organic.find((i) => matchesDomain(i.domain, rule));
  return {
    position: best ? best.rank : null,
    url: best ? urlOf(best.url) : null,
    top10: organic.slice(0, 10).map((i) => normalizeDomain(i.domain) || i.domain),
  };
}
