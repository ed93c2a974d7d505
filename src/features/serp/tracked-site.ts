import type { SerpItem } from '../../api/serp-schemas.ts';

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
