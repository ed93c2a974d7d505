import { describe, expect, it } from 'vitest';
import { rankingPosition } from '../../api/test-ranking-position.ts';
import { sparkline } from './sparkline-path.ts';

const p = (url: number | null, mention: number | null) => rankingPosition('2026-01-01', url, mention);

describe('sparkline', () => {
  it('breaks the line on a day without an AI answer (a new M segment), instead of drawing a drop', () => {
    const s = sparkline([p(1, 1), p(2, 2), p(null, null), p(1, 1), p(3, 3)], 100, 20, 0);
    expect(s.link.match(/M/g)).toHaveLength(2);
    expect(s.summary).toContain('1 of 5 days without an AI answer');
  });

  it('puts position 1 at the top and 0 (absent) at the bottom', () => {
    const s = sparkline([p(1, 0), p(0, 1)], 100, 20, 0);
    // y of position 1 is 0 (top), y of absent is the full height
    expect(s.link).toBe('M0.0 0.0L100.0 20.0');
    expect(s.mention).toBe('M0.0 20.0L100.0 0.0');
  });

  it('summarises the latest positions in words, never as 0', () => {
    expect(sparkline([p(4, 0)]).summary).toBe('Latest link #4, mention not mentioned');
    expect(sparkline([p(0, 2), p(null, null)]).summary).toMatch(/^Latest link not found, mention #2/);
    expect(sparkline([]).summary).toBe('Not checked in this range');
  });
});
