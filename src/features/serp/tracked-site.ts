import type { SerpItem } from '../../api/serp-schemas.ts';
import type { KnownSite } from '../../lib/sites.ts';

/** `https://www.example.com/x` or `www.example.com` → `example.com`; undefined when it is not a host. */
export function hostOf(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const h = new URL(url.includes('://') ? url : `https://${url}`).hostname.toLowerCase();
    return h.replace(/^www\./, '') || undefined;
  } catch {
    return undefined;
  }
}

/** A result of the site: its own host or a subdomain of it (`shop.example.com` is example.com's). */
export function isSiteItem(item: Pick<SerpItem, 'domain' | 'url'>, site: string): boolean {
  const h = hostOf(item.domain) ?? hostOf(item.url);
  return h !== undefined && (h === site || h.endsWith(`.${site}`));
}

export interface SitePlace {
  /** the first organic result of the site: its organic place (rank_group) and place on the page (rank_absolute) */
  organic?: { group: number | null; absolute: number | null };
  /** every result of the site, any type */
  count: number;
}

export function sitePlace(items: readonly SerpItem[], site: string): SitePlace {
  const mine = items.filter((i) => isSiteItem(i, site));
  const first = mine.find((i) => i.type === 'organic');
  return {
    count: mine.length,
    ...(first ? { organic: { group: first.rank_group ?? null, absolute: first.rank_absolute ?? null } } : {}),
  };
}

const words = (s: string) =>
  s
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 2);

/** The words a site goes by: those of its name and of its address (`northwind-outdoor.com` → northwind, outdoor). */
function siteWords(site: Pick<KnownSite, 'id' | 'name' | 'url'>): Set<string> {
  const host = hostOf(site.url);
  // the last label (`com`) and a second-level one of two letters (`co` in `co.uk`) name no site
  const labels = host?.split('.').filter((l, i, all) => i < all.length - 1 && l.length > 2) ?? [];
  return new Set([String(site.id), ...words(site.name), ...labels.flatMap(words)]);
}

/**
 * The known site a task's tag names ("northwind", "Bloom Botanics", "site 101", "northwind-outdoor.com"): the one
 * site sharing the most words with it, or undefined when none does or two share as many (the tag is free text, so
 * a tie names no site rather than a guessed one).
 */
export function siteForTag<S extends Pick<KnownSite, 'id' | 'name' | 'url'>>(
  tag: string | null | undefined,
  sites: readonly S[],
): S | undefined {
  const said = words(tag ?? '');
  if (!said.length) return undefined;
  const scored = sites
    .map((site) => {
      const known = siteWords(site);
      return { site, score: said.filter((w) => known.has(w)).length };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score);
  const [best, next] = scored;
  return best && (!next || next.score < best.score) ? best.site : undefined;
}
