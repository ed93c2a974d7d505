import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPositions, positionsSchema } from './positions.ts';

const keyword = (id: number, days = 90) => ({
  id,
  keyword: `keyword ${id}`,
  location_id: 2840,
  language_code: 'en',
  device: 'desktop',
  tags: ['brand'],
  day: '2026-11-20',
  position: id % 3 === 0 ? null : id,
  url: id % 3 === 0 ? null : `https://example.com/${id}`,
  change1: { kind: 'moved', by: 2 },
  change7: null,
  change30: { kind: 'entered' },
  best: 3,
  trend: Array.from({ length: days }, (_, d) => ({
    day: `2026-08-${d}`,
    position: d % 5 === 0 ? null : d + 1,
  })),
});

const summary = (keywords: unknown) => ({
  settings: null,
  keywords,
  schedule: { next_run: null, last_run: null },
  running: null,
  runs: [],
});

function answer(body: unknown) {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status: 200 }));
}

afterEach(() => vi.unstubAllGlobals());

describe('getPositions: the summary, its keywords checked in slices', () => {
  it('reads what positionsSchema reads, hundreds of keywords with their trends included', async () => {
    const body = summary(Array.from({ length: 300 }, (_, i) => keyword(i + 1)));
    answer(body);
    const got = await getPositions(101);
    expect(got).toEqual(positionsSchema.parse(body));
    expect(got.keywords).toHaveLength(300);
    // a keyword not found that day stays "no position", never 0
    expect(got.keywords[2]?.position).toBeNull();
    expect(got.keywords[2]?.trend[0]?.position).toBeNull();
  });

  it('one keyword the schema refuses empties the list, as positionsSchema does', async () => {
    const body = summary([keyword(1), { id: 2 }, keyword(3)]);
    answer(body);
    const got = await getPositions(101);
    expect(got.keywords).toEqual([]);
    expect(got).toEqual(positionsSchema.parse(body));
  });

  it('no keywords list reads as none; an answer that is no summary is refused', async () => {
    answer(summary(undefined));
    expect((await getPositions(101)).keywords).toEqual([]);
    answer([1, 2]);
    await expect(getPositions(101)).rejects.toThrow();
    answer(null);
    await expect(getPositions(101)).rejects.toThrow();
  });
});
