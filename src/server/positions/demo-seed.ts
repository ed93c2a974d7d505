import { DAY_MS } from '../../lib/dates.ts';
import { extractPosition } from './extract.ts';
import type { NewKeyword, PositionsRepo } from './repo.ts';

/**
 * A fresh install against the embedded sandbox opens on a lived-in rank tracker: site 101 (Northwind Outdoor)
 * tracks 60 keywords with 90 days of daily history, read from the same day-by-day SERPs a run would collect
 * (so today's run continues the lines). Seeded once per store; a user who removes them does not get them back.
 * One scheduled run is recorded as skipped by the budget, so its day is a gap as a real one would be. No call
 * paid for any of it: its runs say they are demo history, and the ledger's answer names it beside the credits.
 */

export const DEMO_SITE = { id: 101, domain: 'northwind-outdoor.com' } as const;
export const DEMO_DAYS = 90;
const US = 2840;
const UK = 2826;

const GROUPS: { tag: string; words: string[] }[] = [
  {
    tag: 'boots',
    words: [
      'hiking boots',
      'waterproof hiking boots',
      'best hiking boots',
      'lightweight hiking boots',
      'hiking boots for women',
      'hiking boots for men',
      'wide hiking boots',
      'leather hiking boots',
      'hiking boots sale',
      'trail running shoes',
      'walking boots',
      'winter hiking boots',
    ],
  },
  {
    tag: 'tents',
    words: [
      'camping tent',
      '2 person tent',
      'backpacking tent',
      'ultralight tent',
      'family camping tent',
      '4 season tent',
      'tent footprint',
      'pop up tent camping',
      'camping tarp',
      'tent stakes',
    ],
  },
  {
    tag: 'packs',
    words: [
      'hiking backpack',
      'day pack hiking',
      '40l backpack',
      'backpack rain cover',
      'hydration backpack',
      'ultralight backpack',
      'backpack for camping',
      'travel backpack outdoor',
    ],
  },
  {
    tag: 'jackets',
    words: [
      'rain jacket hiking',
      'waterproof jacket',
      'softshell jacket',
      'down jacket outdoor',
      'fleece jacket hiking',
      'hiking jacket women',
      'insulated jacket camping',
      'packable rain jacket',
    ],
  },
  {
    tag: 'guides',
    words: [
      'hiking trails near me',
      'how to choose hiking boots',
      'camping checklist',
      'what to wear hiking',
      'how to pitch a tent',
      'beginner hiking tips',
      'trail etiquette',
      'layering for hiking',
      'outdoor gear guide',
      'camping stove guide',
      'backpacking food ideas',
      'hiking socks',
      'trekking poles',
      'camping sleeping bag',
      'outdoor first aid kit',
      'hiking gps watch',
      'camping lantern',
      'walking poles',
      'hiking gaiters',
      'outdoor water filter',
      'camping chairs',
      'hiking hat',
    ],
  },
];

/** The 60 keywords: most in the United States on desktop, every fifth in the United Kingdom, a few on mobile. */
export function demoKeywords(): NewKeyword[] {
  const out: NewKeyword[] = [];
  let i = 0;
  for (const g of GROUPS)
    for (const keyword of g.words) {
      out.push({
        keyword,
        location_id: i % 5 === 4 ? UK : US,
        language_code: 'en',
        device: i % 7 === 6 ? 'mobile' : 'desktop',
        search_engine: 'web_search_engine_1',
        tags: [g.tag],
      });
      i++;
    }
  return out.slice(0, 60);
}

/** The organic items of one query on each of the days (the sandbox's, in front of it). */
export type OrganicByDay = (
  k: { query: string; location_id: number; language_code: string; device: 'desktop' | 'mobile' },
  days: readonly string[],
) => unknown[][];

/** Seeds the demo site once (returns whether it did): settings, keywords, 90 daily runs and their positions. */
export async function seedDemoPositions(
  repo: PositionsRepo,
  items: OrganicByDay,
  now: Date,
): Promise<boolean> {
  // The schedule's hour is twelve hours from now: a first session (or a test run) is not interrupted by a run
  // within minutes of starting. The latest slot at or before now is the last seeded day, and the schedule goes on
  // from the next one.
  const hour = (now.getUTCHours() + 12) % 24;
  const lastSlot = new Date(now);
  lastSlot.setUTCHours(hour, 0, 0, 0);
  if (lastSlot.getTime() > now.getTime()) lastSlot.setTime(lastSlot.getTime() - DAY_MS);
  const first = new Date(lastSlot.getTime() - (DEMO_DAYS - 1) * DAY_MS);
  const skipped = new Date(lastSlot.getTime() - 37 * DAY_MS).toISOString();
  return repo.seedOnce(
    'demo-positions-1',
    {
      site_id: DEMO_SITE.id,
      domain: DEMO_SITE.domain,
      subdomains: false,
      cadence: 'daily',
      hour,
      weekday: 1,
    },
    demoKeywords(),
    first.toISOString(),
    (keywords) => {
      const rule = { domain: DEMO_SITE.domain, subdomains: false };
      const slots: string[] = [];
      for (let t = first.getTime(); t <= lastSlot.getTime(); t += DAY_MS)
        slots.push(new Date(t).toISOString());
      const checked = slots.filter((s) => s !== skipped);
      const days = checked.map((s) => s.slice(0, 10));
      // per keyword: its organic results on every day at once (the candidates are made once per keyword)
      const found = keywords.map((k) => items({ query: k.keyword, ...k }, days));
      const runs = slots.map((slot) => {
        if (slot === skipped)
          return {
            slot,
            outcome: 'skipped-budget' as const,
            message: `Demo history: a run the credit budget skipped (it would have cost ${keywords.length * 10} credits), left as the gap a real one leaves.`,
            days: [],
          };
        const d = checked.indexOf(slot);
        return {
          slot,
          outcome: 'done' as const,
          // seeded, never asked of the service: the run says so wherever it is listed
          message: `Demo history, not charged: ${keywords.length} of ${keywords.length} keywords recorded.`,
          days: keywords.map((k, i) => ({
            keyword_id: k.id,
            day: slot.slice(0, 10),
            task_id: null,
            ...extractPosition({ items: found[i]?.[d] ?? [] }, rule),
          })),
        };
      });
      return runs;
    },
  );
}
