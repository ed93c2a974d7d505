import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestProxy, type TestProxy } from './test-proxy.ts';

// No request, however malformed, ends the process. Every query parameter of the local API is validated like the
// spec's (integers are integers, bounds checked) and answers 400 with the field named; a body over its size is 413.
let s: TestProxy;
beforeAll(async () => {
  s = await startTestProxy();
});
afterAll(() => s.close());

const answer = async (path: string, init?: RequestInit) => {
  const r = await s.api(path, init);
  return { status: r.status, body: (await r.json()) as { message: string; request_id?: string } };
};

describe('the local API under bad input', () => {
  // "GET /api/local/credits?limit=1.5 → SqliteError: datatype mismatch thrown inside the handler; the process exits"
  it('answers 400 naming limit for a limit that is not a whole number from 1 to 1000', async () => {
    for (const q of [
      'limit=1.5',
      'limit=abc',
      'limit=0',
      'limit=1001',
      'limit=-1',
      'limit=1e3',
      'limit=',
      'limit=1&limit=2',
    ]) {
      const r = await answer(`/api/local/credits?${q}`);
      expect([q, r.status]).toEqual([q, 400]);
      expect(r.body.message).toMatch(/^limit /);
    }
    expect((await answer('/api/local/credits?limit=5')).status).toBe(200);
    expect((await answer('/api/local/credits')).status).toBe(200);
  });

  it('answers 400 naming site_id for annotations and share links of a site that is not a whole number', async () => {
    for (const path of ['/api/local/annotations', '/api/local/shares']) {
      for (const q of ['site_id=1.5', 'site_id=0', 'site_id=x', 'site_id=1&site_id=2', '']) {
        const r = await answer(`${path}?${q}`);
        expect([path, q, r.status]).toEqual([path, q, 400]);
        expect(r.body.message).toMatch(/^site_id /);
      }
    }
  });

  it('answers 413 to a body over 16 KB, and 400 to one that is not JSON', async () => {
    const big = JSON.stringify({ date: '2026-11-01', label: 'x', note: 'n'.repeat(20_000) });
    for (const path of ['/api/local/annotations?site_id=101', '/api/local/shares']) {
      const r = await answer(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: big,
      });
      expect([path, r.status]).toEqual([path, 413]);
      const bad = await answer(path, { method: 'POST', body: '{not json' });
      expect([path, bad.status]).toEqual([path, 400]);
    }
  });

  it('turns a handler failure into 500 with a request id, and logs the same id', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const real = s.proxy.metering.summary.bind(s.proxy.metering);
    s.proxy.metering.summary = () => {
      throw new Error('the ledger broke');
    };
    try {
      const r = await answer('/api/local/credits');
      expect(r.status).toBe(500);
      expect(r.body.request_id).toMatch(/^[0-9a-f]{12}$/);
      expect(r.body.message).toContain(r.body.request_id);
      const line = errors.mock.calls
        .map((c) => String(c[0]))
        .find((l) => l.includes(r.body.request_id ?? '?'));
      expect(line).toMatch(/500 .*GET \/api\/local\/credits failed: Error: the ledger broke/);
      // and the server goes on answering
      s.proxy.metering.summary = real;
      expect((await answer('/api/local/credits')).status).toBe(200);
    } finally {
      s.proxy.metering.summary = real;
      errors.mockRestore();
    }
  });
});
