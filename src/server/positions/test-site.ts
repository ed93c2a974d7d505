import type { Cadence } from '../../lib/positions.ts';
import type { NewKeyword, PositionsRepo } from './repo.ts';

/**
 * For tests of rank tracking: the keywords and site settings they arrange, written once. Every keyword is checked
 * where the dashboard's form defaults to (the United States, English, desktop, the one web search engine).
 */
export const trackedKeyword = (keyword: string, tags: string[] = []): NewKeyword => ({
  keyword,
  location_id: 2840,
  language_code: 'en',
  device: 'desktop',
  search_engine: 'web_search_engine_1',
  tags,
});

/** `count` keywords: "hiking boots", then "hiking boots size 1", "hiking boots size 2", … */
export const hikingBoots = (count: number): NewKeyword[] =>
  Array.from({ length: count }, (_, i) =>
    trackedKeyword(i === 0 ? 'hiking boots' : `hiking boots size ${i}`),
  );

/** `count` keywords named `${prefix} 0`, `${prefix} 1`, … */
export const numberedKeywords = (prefix: string, count: number): NewKeyword[] =>
  Array.from({ length: count }, (_, i) => trackedKeyword(`${prefix} ${i}`));

/** Site `siteId` tracked at 06:00 UTC (weekly runs on Mondays), then `keywords` added to it. */
export async function trackSite(
  repo: PositionsRepo,
  keywords: NewKeyword[],
  site: { siteId?: number; domain?: string; cadence?: Cadence } = {},
): Promise<void> {
  const siteId = site.siteId ?? 101;
  await repo.saveSettings({
    site_id: siteId,
    domain: site.domain ?? 'northwind-outdoor.com',
    subdomains: false,
    cadence: site.cadence ?? 'daily',
    hour: 6,
    weekday: 1,
  });
  await repo.addKeywords(siteId, keywords);
}
