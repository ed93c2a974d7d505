import { describe, expect, it } from 'vitest';
import { SPEC_BOUNDS, type BoundRow } from '../test/spec-bounds.table.ts';
import type { TestSandbox } from './testing.ts';
import { useTestSandbox } from './use-test-sandbox.ts';

/**
 * The sandbox answers the spec's bounds with its own 400, so the server side holds them as well as the client's
 * forms do. Every row of the spec's bounds goes straight to the sandbox over HTTP with the demo key: the value just
 * outside is refused (400 unless the spec says otherwise) naming the field; the value just inside passes.
 */

async function send(t: TestSandbox, row: BoundRow, value: unknown) {
  const r = row.request(value);
  // the SERP creation rate limit (10 calls per second) must not answer for the bound
  t.clock.advance(150);
  return t.call(r.base, r.method, r.path, { query: r.query, json: r.json, form: r.form });
}

describe('spec bounds at the sandbox', () => {
  const t = useTestSandbox({ now: '2026-11-22T12:00:00Z' });

  it('the table is not empty and its ids are unique', () => {
    expect(SPEC_BOUNDS.length).toBeGreaterThan(100);
    expect(new Set(SPEC_BOUNDS.map((r) => r.id)).size).toBe(SPEC_BOUNDS.length);
  });

  // In table order: a row's inside value may create what a later row uses; outside never changes anything.
  it.each(SPEC_BOUNDS.map((row) => [row.id, row] as const))('%s', async (_id, row) => {
    const out = await send(t, row, row.outside);
    expect(out.status, `outside ${JSON.stringify(row.outside)?.slice(0, 60)} → ${out.text}`).toBe(
      row.refused?.status ?? 400,
    );
    expect(out.text).toContain(row.refused?.says ?? row.field);

    const ins = await send(t, row, row.inside);
    expect(
      ins.status,
      `inside ${JSON.stringify(row.inside)?.slice(0, 60)} → ${ins.text.slice(0, 300)}`,
    ).toBeLessThan(300);
  });
});
