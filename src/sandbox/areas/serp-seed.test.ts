import { describe, expect, it } from 'vitest';
import { useTestSandbox } from '../use-test-sandbox.ts';

// Spec, SERP: results are kept 24 hours after collection. Seeded tasks that moved with the clock ('added 5:27 AM'
// at 06:28, '5:49 AM' at 06:49) would never expire: their times are fixed once, then age.

describe('the seeded SERP tasks', () => {
  const t = useTestSandbox({ now: '2026-11-22T12:00:00Z' });

  const seeded = async () => {
    const r = await t.call('data', 'GET', '/v1/serp/classic/tasks');
    return r.body.filter((x: any) => x.id >= 480001 && x.id <= 480008);
  };

  it('keep the time they were added as the clock moves on, and leave the list after 24 hours', async () => {
    const first = await seeded();
    expect(first.find((x: any) => x.id === 480001).added).toBe('2026-11-22 11:00:00');
    t.clock.advance(21 * 60_000);
    const later = await seeded();
    expect(later.find((x: any) => x.id === 480001).added).toBe('2026-11-22 11:00:00');
    t.clock.advance(24 * 3_600_000);
    expect(await seeded()).toEqual([]);
    const gone = await t.call('data', 'GET', '/v1/serp/classic/tasks', { query: { task_id: 480001 } });
    expect(gone.status).toBe(404);
  });
});
