import { describe, expect, it } from 'vitest';
import { findLocationByName } from './locations.ts';
import { buildSerp, standardView } from './page.ts';

const location = findLocationByName('United States');
const organic = (query: string, day: string) =>
  standardView(buildSerp({ query, device: 'desktop', location, language_code: 'en', day })).filter(
    (i) => i.type === 'organic',
  );
const days = (from: string, n: number) =>
  Array.from({ length: n }, (_, i) =>
    new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
  );

describe('SERP results from day to day', () => {
  it('are the same for one query on one day, and keep exactly 100 standard items', () => {
    expect(organic('hiking boots', '2026-11-20')).toEqual(organic('hiking boots', '2026-11-20'));
    const all = standardView(
      buildSerp({
        query: 'hiking boots',
        device: 'desktop',
        location,
        language_code: 'en',
        day: '2026-11-21',
      }),
    );
    expect(all).toHaveLength(100);
  });

  it('keep most positions from one day to the next, move some, and let a few enter or leave over a month', () => {
    let stable = 0;
    let moved = 0;
    let compared = 0;
    const seen = new Set<string>();
    const month = days('2026-10-26', 30);
    for (const [i, day] of month.entries()) {
      const today = organic('trail running shoes', day);
      today.forEach((item) => seen.add(item.domain as string));
      if (i === 0) continue;
      const before = new Map(
        organic('trail running shoes', month[i - 1] as string).map((x) => [x.domain, x.rank_group]),
      );
      for (const item of today) {
        const was = before.get(item.domain);
        if (was === undefined) continue;
        compared++;
        if (was === item.rank_group) stable++;
        else moved++;
      }
    }
    expect(stable / compared).toBeGreaterThan(0.5);
    expect(moved).toBeGreaterThan(0);
    // more than 100 domains over the month: some entered the top 100 while others left
    expect(seen.size).toBeGreaterThan(100);
  });

  it('show the seeded site for a realistic share of its topic keywords', () => {
    const queries = Array.from({ length: 40 }, (_, i) => `hiking boots model ${i}`);
    const ranking = queries.filter((q) =>
      organic(q, '2026-11-25').some((i) => i.domain === 'www.northwind-outdoor.com'),
    ).length;
    expect(ranking).toBeGreaterThan(40 * 0.5);
    expect(ranking).toBeLessThan(40);
  });
});
