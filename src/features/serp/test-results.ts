/** For tests: SERP tasks and results as the service writes them (spec: SERP, classic). */

/** A service time (`YYYY-MM-DD HH:MM:SS`, UTC) `ms` before now. */
export const serviceTimeAgo = (ms: number) =>
  new Date(Date.now() - ms).toISOString().slice(0, 19).replace('T', ' ');

/** One result item: an empty organic-shaped item, with what the test gives over it. */
export const serpItem = (o: Record<string, unknown>) => ({
  rank_absolute: 1,
  rank_group: 1,
  position: 'center',
  serp_features: [],
  domain: null,
  url: null,
  title: null,
  description: null,
  breadcrumb: null,
  highlighted_terms: [],
  links: [],
  displayUrl: null,
  ...o,
});

/** A collected standard result for "hiking boots", crawled an hour ago. */
export const serpResult = (
  items: unknown[],
  more: { serp_url?: string | null; summary?: Record<string, unknown> } = {},
) => ({
  request_metadata: {
    keyword: 'hiking boots',
    device: 'desktop',
    location_id: 1012009,
    language_code: 'en',
    tag: 'northwind',
    crawled_at: serviceTimeAgo(3_600_000),
    serp_url: more.serp_url ?? null,
  },
  summary: more.summary ?? { total_results: 1, organic_items_count: 0, SERP_features: [] },
  items,
});
