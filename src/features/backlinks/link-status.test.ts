import { describe, expect, it } from 'vitest';
import { filterByStatus, loadedSentence } from './link-status.ts';

// spec, Backlink item: `lost_date` (null when not lost).
const rows = [
  { id: 1, lost_date: null },
  { id: 2, lost_date: '2026-10-02' },
  { id: 3, lost_date: null },
];

describe('live and lost links', () => {
  it('filters by lost_date', () => {
    expect(filterByStatus(rows, 'all')).toHaveLength(3);
    expect(filterByStatus(rows, 'lost').map((r) => r.id)).toEqual([2]);
    expect(filterByStatus(rows, 'live').map((r) => r.id)).toEqual([1, 3]);
  });

  it('says how much of the report the table holds', () => {
    expect(loadedSentence('all', 1000, 1000, 10000)).toBe(
      '1,000 of 10,000 backlinks loaded — more load as you scroll',
    );
    expect(loadedSentence('all', 10000, 10000, 10000)).toBe('All 10,000 backlinks loaded');
    expect(loadedSentence('lost', 81, 1000, 10000)).toBe(
      '81 lost links among the first 1,000 of 10,000 backlinks — more load as you scroll',
    );
    expect(loadedSentence('live', 1, 10, 10)).toBe('1 live link among all 10 backlinks');
  });
});
