import { describe, expect, it } from 'vitest';
import { FaultInjector, parseFaults } from './faults.ts';

describe('SANDBOX_FAULTS', () => {
  it('reads base settings and per-path overrides', () => {
    const plan = parseFaults(
      'latency=300-3000,error_rate=0.2,timeout_rate=0.05; /v1/serp/classic/tasks: error_rate=0',
    )!;
    expect(plan.base).toEqual({ latency: [300, 3000], errorRate: 0.2, timeoutRate: 0.05, rateLimitRate: 0 });
    expect(plan.overrides[0]).toEqual({
      prefix: '/v1/serp/classic/tasks',
      settings: { latency: [300, 3000], errorRate: 0, timeoutRate: 0.05, rateLimitRate: 0 },
    });
  });

  it('an override can name methods: writes calm, one write always refused, reads faulty', () => {
    const plan = parseFaults(
      'error_rate=0.5,seed=2; POST /checklist/102: error_rate=1; POST PUT PATCH DELETE: error_rate=0',
    )!;
    expect(plan.overrides.map((o) => [o.methods, o.prefix])).toEqual([
      [['POST'], '/checklist/102'],
      [['POST', 'PUT', 'PATCH', 'DELETE'], ''],
    ]);
    const f = new FaultInjector(plan);
    const kinds = (path: string, method: string) =>
      new Set(Array.from({ length: 40 }, () => f.next(path, method).kind));
    expect(kinds('/checklist/102/task', 'POST')).toEqual(new Set(['error']));
    expect(kinds('/checklist/101/task', 'POST')).toEqual(new Set(['none']));
    expect(kinds('/site-groups/5', 'delete')).toEqual(new Set(['none']));
    // a GET on the same path keeps the base settings
    expect(kinds('/checklist/102', 'GET')).toEqual(new Set(['none', 'error']));
    expect(() => parseFaults('error_rate=0; post: error_rate=1')).toThrow(/an override is/);
    expect(() => parseFaults('error_rate=0; /a /b: error_rate=1')).toThrow(/an override is/);
  });

  it('refuses what it does not understand', () => {
    expect(() => parseFaults('error_rate=2')).toThrow(/between 0 and 1/);
    expect(() => parseFaults('chaos=1')).toThrow(/unknown setting/);
    expect(parseFaults('')).toBeUndefined();
  });

  it('is repeatable: the same seed gives the same faults', () => {
    const draw = () => {
      const f = new FaultInjector(parseFaults('latency=10-20,error_rate=0.3,timeout_rate=0.1,seed=9')!);
      return Array.from({ length: 50 }, () => f.next('/x'));
    };
    const a = draw();
    expect(draw()).toEqual(a);
    const kinds = new Set(a.map((f) => f.kind));
    expect(kinds.has('error') && kinds.has('none')).toBe(true);
    expect(a.every((f) => f.delayMs >= 10 && f.delayMs <= 20)).toBe(true);
  });

  it('draws roughly the asked error rate', () => {
    const f = new FaultInjector(parseFaults('error_rate=0.2,seed=3')!);
    const errors = Array.from({ length: 2000 }, () => f.next('/a')).filter((x) => x.kind === 'error').length;
    expect(errors / 2000).toBeGreaterThan(0.15);
    expect(errors / 2000).toBeLessThan(0.25);
  });
});

describe('faults on the wire', () => {
  it('answers 503 and 429 with Retry-After, and does no work for them', async () => {
    const { startSandbox } = await import('./server.ts');
    const { SANDBOX_PROJECT_KEY } = await import('./keys.ts');
    const sb = await startSandbox({
      port: 0,
      dbPath: ':memory:',
      faults: 'error_rate=0.5,rate_limit_rate=0.5,seed=4',
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const r = await fetch(`${sb.url}/project/site-groups`, {
          method: 'POST',
          headers: { authorization: `Token ${SANDBOX_PROJECT_KEY}`, 'content-type': 'application/json' },
          body: JSON.stringify({ name: `g${i}` }),
        });
        statuses.push(r.status);
        if (r.status === 429) expect(r.headers.get('retry-after')).toBe('1');
      }
      expect(new Set(statuses)).toEqual(new Set([503, 429]));
      // every POST was refused before any work: only the two seeded groups exist
      const groups = sb.ctx.db.prepare('SELECT COUNT(*) AS n FROM site_groups').get() as { n: number };
      expect(groups.n).toBe(2);
    } finally {
      await sb.close();
    }
  });
});
