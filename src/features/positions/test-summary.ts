/** A tracked keyword as the server's rank-tracking summary lists it, for the page's tests. */
export const trackedKeyword = (id: number, text: string, tags: string[] = []) => ({
  id,
  keyword: text,
  location_id: 2840,
  language_code: 'en',
  device: 'desktop',
  tags,
  day: '2026-11-26',
  position: id + 3,
  url: `https://www.northwind-outdoor.com/${id}`,
  change1: null,
  change7: null,
  change30: null,
  best: id + 3,
  trend: [],
});

/** A summary of site 101 tracking `keywords` at `cadence`, with no run going and none before. */
export function positionsSummary(
  keywords: ReturnType<typeof trackedKeyword>[],
  cadence: 'daily' | 'weekly' = 'daily',
) {
  return {
    settings: { domain: 'northwind-outdoor.com', subdomains: false, cadence, hour: 6, weekday: 1 },
    keywords,
    schedule: {
      next_run: cadence === 'daily' ? '2026-11-28T06:00:00.000Z' : '2026-11-30T06:00:00.000Z',
      last_run: null,
    },
    running: null,
    runs: [],
  };
}
