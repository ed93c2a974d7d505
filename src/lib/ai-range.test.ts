import { describe, expect, it } from 'vitest';
import { resolveRange } from './ai-range.ts';

describe('the AI pages range', () => {
  const now = new Date('2026-11-27T08:00:00Z');
  const last30 = { from: '2026-10-29', to: '2026-11-27', top: 0 };

  it('is the last 30 days when the address had a date that is no day', () => {
    // the router hands these on as typed when the route's parser drops them
    expect(resolveRange({ from: '2026-13-45', to: 'garbage' }, now)).toEqual(last30);
    expect(resolveRange({ from: '2026-11-01', to: '2026-02-30' }, now)).toEqual(last30);
    expect(resolveRange({ to: 'garbage' }, now)).toEqual(last30);
  });

  it('is the last 30 days when the address had a range that ends before it starts', () => {
    expect(resolveRange({ from: '2026-11-10', to: '2026-11-01' }, now)).toEqual(last30);
  });

  it('keeps a range of real days', () => {
    expect(resolveRange({ from: '2026-11-01', to: '2026-11-10', top: 3 }, now)).toEqual({
      from: '2026-11-01',
      to: '2026-11-10',
      top: 3,
    });
  });
});
