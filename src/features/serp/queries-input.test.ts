import { describe, expect, it } from 'vitest';
import { splitIntoTasks } from '../../api/serp.ts';
import { parseQueries } from './queries-input.ts';

describe('parseQueries (one query per line)', () => {
  it('trims lines, drops blank ones and repeats', () => {
    const p = parseQueries('  hiking boots \n\n\ttrail shoes\r\nhiking boots\n   \n');
    expect(p.queries).toEqual(['hiking boots', 'trail shoes']);
    expect(p.duplicates).toBe(1);
    expect(p.error).toBeUndefined();
  });

  it('needs at least one query', () => {
    expect(parseQueries(' \n \n').error).toBe('Enter at least one query, one per line.');
  });

  it('spec: each query max 255 chars; names the lines that are too long', () => {
    const ok = 'a'.repeat(255);
    expect(parseQueries(ok).error).toBeUndefined();
    const p = parseQueries(`fine\n${'b'.repeat(256)}\nalso fine\n${'c'.repeat(300)}`);
    expect(p.error).toBe('Lines 2, 4: a query can be at most 255 characters.');
    expect(parseQueries(`x\n${'d'.repeat(256)}`).error).toBe(
      'Line 2: a query can be at most 255 characters.',
    );
    // surrounding spaces do not count
    expect(parseQueries(`  ${ok}  `).error).toBeUndefined();
  });

  it('spec: up to 600 tasks run in parallel, so at most 600 queries at once', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `q${i}`).join('\n');
    expect(parseQueries(lines(600)).error).toBeUndefined();
    expect(parseQueries(lines(601)).error).toMatch(/At most 600 queries at once.*you entered 601/);
  });
});

describe('splitIntoTasks (spec: up to 10 queries per task)', () => {
  const qs = (n: number) => Array.from({ length: n }, (_, i) => `q${i + 1}`);

  it('keeps 10 or fewer in one task', () => {
    expect(splitIntoTasks(qs(10))).toEqual([qs(10)]);
    expect(splitIntoTasks(qs(1))).toEqual([['q1']]);
    expect(splitIntoTasks([])).toEqual([]);
  });

  it('splits 12 into 10 + 2 and 25 into 10 + 10 + 5, in order', () => {
    expect(splitIntoTasks(qs(12)).map((b) => b.length)).toEqual([10, 2]);
    const split = splitIntoTasks(qs(25));
    expect(split.map((b) => b.length)).toEqual([10, 10, 5]);
    expect(split.flat()).toEqual(qs(25));
  });
});
