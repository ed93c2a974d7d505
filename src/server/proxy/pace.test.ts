import { describe, expect, it } from 'vitest';
import { readConfig } from '../http/config.ts';
import { Pace, waitForSlot } from './pace.ts';
import { startTestProxy } from '../http/test-proxy.ts';

// Service notes: "Rate limits documented by the service: data interface 10 requests/s, project interface 5
// requests/s per key; over the limit the answer is 429". The proxy keeps its own calls under them.

function clock(start = 0) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('Pace', () => {
  it('lets `rate` calls start at once, then one more each time the window frees a place', () => {
    const c = clock();
    const pace = new Pace(5, 3000, c.now);
    const waits = Array.from({ length: 7 }, () => pace.take());
    expect(waits.slice(0, 5)).toEqual(Array(5).fill({ wait: 0 }));
    // the 6th and 7th start a second after the 1st and 2nd
    expect(waits[5]).toEqual({ wait: 1000 });
    expect(waits[6]).toEqual({ wait: 1000 });
  });

  it('never starts more than `rate` calls in any one-second window', () => {
    const c = clock();
    const pace = new Pace(3, 60_000, c.now);
    const starts: number[] = [];
    for (let i = 0; i < 40; i++) {
      const s = pace.take();
      if ('wait' in s) starts.push(c.now() + s.wait);
      c.advance(i % 4 === 0 ? 170 : 20);
    }
    starts.sort((a, b) => a - b);
    for (let i = 3; i < starts.length; i++)
      expect((starts[i] as number) - (starts[i - 3] as number)).toBeGreaterThanOrEqual(1000);
  });

  it('refuses a call that would wait longer than allowed, with the time until a slot', () => {
    const c = clock();
    const pace = new Pace(2, 500, c.now);
    pace.take();
    pace.take();
    expect(pace.take()).toEqual({ retryAfterMs: 1000 });
    c.advance(600);
    expect(pace.take()).toEqual({ wait: 400 });
  });
});

describe('waitForSlot', () => {
  it("waits past the limit a person would be refused at, for the proxy's own reads", async () => {
    const pace = new Pace(1, 0);
    await waitForSlot(pace);
    const before = Date.now();
    await waitForSlot(pace); // the second start of a 1-a-second pace: about a second later, not refused
    expect(Date.now() - before).toBeGreaterThanOrEqual(900);
  });
});

describe('pace settings', () => {
  it('paces a live upstream at the service documented rates, the embedded sandbox not at all, unless set', () => {
    const live = readConfig({
      PROJECT_API_URL: 'https://project.example',
      PROJECT_API_KEY: 'k',
      DATA_API_URL: 'https://data.example',
      DATA_API_KEY: 'k2',
    });
    expect(live.pace).toEqual({ project: 5, data: 10, backlinks: undefined });
    expect(readConfig({}).pace).toEqual({});
    expect(readConfig({ PACE_DATA_RPS: '3', PACE_MAX_WAIT_MS: '100' })).toMatchObject({
      pace: { data: 3 },
      paceMaxWaitMs: 100,
    });
    expect(() => readConfig({ PACE_DATA_RPS: 'fast' })).toThrow(/PACE_DATA_RPS/);
  });
});

describe('the proxy paces its calls', () => {
  it('answers 429 with Retry-After itself, before the service, when a call would wait too long for its slot', async () => {
    const s = await startTestProxy({ env: { PACE_DATA_RPS: '1', PACE_MAX_WAIT_MS: '0' } });
    try {
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => s.api('/api/data/v1/site-audit/audits?limit=1')),
      );
      const refused = answers.filter((r) => r.status === 429);
      expect(refused.length).toBeGreaterThan(0);
      for (const r of refused) {
        expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        expect(((await r.json()) as { message: string }).message).toContain('pacing');
      }
      const passed = answers.filter((r) => r.status === 200).length;
      expect(s.upstreamCalls.filter((c) => c.startsWith('GET /data/v1/site-audit/audits')).length).toBe(
        passed,
      );
    } finally {
      await s.close();
    }
  });
});
