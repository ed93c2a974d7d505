import { describe, expect, it } from 'vitest';
import { STORE_ENGINES } from '../store/test-engines.ts';
import { KEYWORDS_PER_SITE, KeywordCapError, PositionsRepo } from './repo.ts';
import { numberedKeywords } from './test-site.ts';

describe.each(STORE_ENGINES)('the keyword cap per site (%s)', (_name, open) => {
  it('holds under 12 concurrent adds of 2,600 keywords: at most 5,000 stored, the others refused whole', async () => {
    const store = await open();
    try {
      const repo = new PositionsRepo(store);
      const got = await Promise.allSettled(
        Array.from({ length: 12 }, (_, i) => repo.addKeywords(101, numberedKeywords(`add ${i}`, 2600))),
      );
      expect(await repo.countKeywords(101)).toBeLessThanOrEqual(KEYWORDS_PER_SITE);
      // 2,600 fits once under 5,000: one add went through whole, the eleven others added nothing
      expect(got.filter((g) => g.status === 'fulfilled').map((g) => g.value)).toEqual([2600]);
      for (const g of got.filter((r) => r.status === 'rejected'))
        expect((g as PromiseRejectedResult).reason).toBeInstanceOf(KeywordCapError);
      expect(await repo.countKeywords(101)).toBe(2600);
    } finally {
      await store.close();
    }
  }, 120_000);

  it('counts only new keywords against the cap, and refuses an add that would pass it with the reason', async () => {
    const store = await open();
    try {
      const repo = new PositionsRepo(store);
      expect(await repo.addKeywordsWithin(101, numberedKeywords('kw', 4990), KEYWORDS_PER_SITE)).toEqual({
        added: 4990,
      });
      // the 4,990 already tracked are skipped, not counted twice
      expect(await repo.addKeywordsWithin(101, numberedKeywords('kw', 5000), KEYWORDS_PER_SITE)).toEqual({
        added: 10,
      });
      expect(await repo.addKeywordsWithin(101, numberedKeywords('more', 1), KEYWORDS_PER_SITE)).toEqual({
        refusal: 'A site tracks at most 5000 keywords.',
      });
      expect(await repo.countKeywords(101)).toBe(5000);
    } finally {
      await store.close();
    }
  }, 60_000);
});
