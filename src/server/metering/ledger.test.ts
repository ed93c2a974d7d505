import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Store } from '../store/store.ts';
import { STORE_ENGINES } from '../store/test-engines.ts';
import { Ledger } from './ledger.ts';

/**
 * The ledger's columns read and write as the values they hold on both engines: `estimated` a boolean and `detail`
 * the value a reconciliation looks for, while the store keeps them as 0/1 and JSON text, as stores always have.
 */
describe.each(STORE_ENGINES)('the ledger’s columns (%s)', (_name, open) => {
  let store: Store | undefined;
  afterEach(async () => {
    await store?.close();
    store = undefined;
  });

  it('gives back the detail it was given and says whether a cost is estimated, stored as text and 0/1', async () => {
    const s = (store = await open());
    const ledger = new Ledger(s, {}, () => new Date('2026-11-25T10:00:00Z'));
    const detail = { audit_id: 'a-1', queries: ['crème brûlée', 'x'] };
    const held = await ledger.reserve({ op: 'audits.recheck.standard', target: 'a-1', detail }, 2000);
    if (!('id' in held)) throw new Error(held.refusal);
    await ledger.unknown(held.id, 502);
    const other = await ledger.free({ op: 'audits.recheck.standard', target: 'b' }, 'failed', 400);
    await ledger.unknown(other, 502);

    expect(await ledger.unknownRows('audits.recheck.standard')).toEqual([
      { id: other, at: '2026-11-25T10:00:00.000Z', credits: 0, detail: null },
      { id: held.id, at: '2026-11-25T10:00:00.000Z', credits: 2000, detail },
    ]);

    await ledger.settle(held.id, { status: 200, credits: 2000, estimated: true });
    const rows = (await ledger.latest()) as { id: number; estimated: unknown }[];
    expect(rows.map((r) => [r.id, r.estimated])).toEqual([
      [other, false],
      [held.id, true],
    ]);

    const raw = await sql<{ e: number; d: string | null }>`
      SELECT estimated + 0 AS e, detail || '' AS d FROM ledger ORDER BY id`.execute(s.db);
    expect(raw.rows).toEqual([
      { e: 1, d: JSON.stringify(detail) },
      { e: 0, d: null },
    ]);
  });
});
