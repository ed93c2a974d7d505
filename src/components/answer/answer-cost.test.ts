import { describe, expect, it } from 'vitest';
import { formatDate } from '../../lib/format.ts';
import { answerCost } from './answer-cost.ts';

const FIRST = Date.parse('2024-05-02T08:30:00.000Z');
const NOW = Date.parse('2024-05-03T10:00:00.000Z');
const at = (ms: number) => formatDate(new Date(ms).toISOString(), true);

describe('answerCost: what an answer on screen cost', () => {
  it('an answer from the service cost its credits now', () => {
    expect(answerCost({ source: 'service', fetchedAt: NOW }, 100)).toBe(`100 credits spent ${at(NOW)}`);
  });

  it('an answer from the server cache cost its credits when first fetched, and nothing now', () => {
    expect(answerCost({ source: 'proxy-cache', fetchedAt: FIRST }, 100)).toBe(
      `100 credits when first fetched ${at(FIRST)}; 0 credits now`,
    );
  });

  it('so does an answer saved in this browser, or the archive', () => {
    expect(answerCost({ source: 'browser', fetchedAt: FIRST }, 1_000)).toBe(
      `1,000 credits when first fetched ${at(FIRST)}; 0 credits now`,
    );
    expect(answerCost({ source: 'archive', fetchedAt: null }, 10)).toBe(
      '10 credits when first fetched; 0 credits now',
    );
  });

  it('never claims today for a cached answer, whatever the fallback time', () => {
    const text = answerCost({ source: 'proxy-cache', fetchedAt: FIRST }, 100, NOW);
    expect(text).not.toContain(at(NOW));
  });

  it('an answer of unknown origin uses the fallback time; nothing returned cost nothing', () => {
    expect(answerCost(undefined, 20, NOW)).toBe(`20 credits spent ${at(NOW)}`);
    expect(answerCost({ source: 'service', fetchedAt: NOW }, 0)).toBe('no credits spent');
    expect(answerCost({ source: 'proxy-cache', fetchedAt: FIRST }, 0)).toBe('no credits spent');
  });
});
