import { describe, expect, it } from 'vitest';
import { findOperation } from '../../lib/operations.ts';
import { checkShareView, lastsUntilRevoked, SHARE_MESSAGES } from '../../lib/share-rules.ts';
import { checkShareInput } from './share-api.ts';
import { Shares } from './share.ts';
import { viewRefusal } from './share-scope.ts';
import { readShareView } from './share-view.ts';
import { STORE_ENGINES, storePerTest } from '../store/test-engines.ts';

const SECRET = Buffer.from('0123456789abcdef0123456789abcdef');
const DAY = 86_400_000;
const tokenOf = (url: string | null) => (url ?? '').replace('/share/', '');

// the AI rankings read the report's trend makes: its dates must lie in the link's view (and the period before it)
const rankings = findOperation('project', 'GET', '/sites/101/airt/llm/301/prompts/rankings');
const read = (from: string, to: string) => new URLSearchParams({ date_from: from, date_to: to });

describe('a rolling view', () => {
  it('is the last N days ending on the day it is read (UTC), whatever range it was stored with', () => {
    const stored = { from: '2026-01-01', to: '2026-01-30', sections: ['ai'], engine: null, rolling: 30 };
    expect(readShareView(stored, new Date('2026-11-25T23:59:00Z'))).toEqual({
      ...stored,
      from: '2026-10-27',
      to: '2026-11-25',
    });
    expect(readShareView(stored, new Date('2026-11-26T00:01:00Z'))).toMatchObject({
      from: '2026-10-28',
      to: '2026-11-26',
    });
  });

  it('refuses a rolling range that is not a whole number of days from 1 to 366', () => {
    for (const rolling of [0, -3, 2.5, 367, '30'])
      expect(checkShareView({ from: '2026-11-01', to: '2026-11-25', sections: ['ai'], rolling })).toEqual({
        ok: false,
        error: SHARE_MESSAGES.rolling,
      });
    expect(checkShareView({ from: '2026-11-01', to: '2026-11-25', sections: ['ai'] })).toMatchObject({
      ok: true,
      view: { rolling: null },
    });
  });

  it('takes a link that lasts until revoked (expires_in_days null), and still refuses a missing life', () => {
    expect(checkShareInput({ site_id: 101, expires_in_days: null })).toMatchObject({
      ok: true,
      value: { days: null },
    });
    expect(checkShareInput({ site_id: 101 })).toMatchObject({ ok: false });
  });
});

describe.each(STORE_ENGINES)('rolling and lasting share links (%s)', (_name, open) => {
  const fresh = storePerTest(open);

  async function setup(start: string) {
    let now = new Date(start);
    const shares = new Shares(await fresh(), SECRET, () => now);
    return { shares, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
  }

  it("moves the gate's bounds with the days: the new day is readable, the dropped one is not", async () => {
    const { shares, advance } = await setup('2026-11-25T12:00:00Z');
    const view = { from: '2026-11-19', to: '2026-11-25', sections: ['ai'], engine: 301, rolling: 7 };
    const link = await shares.create(101, 30, 'Weekly', view);
    expect(link.view).toEqual(view);
    const bounds = async () => {
      const v = await shares.verify(tokenOf(link.url));
      if (!v.ok) throw new Error(v.reason);
      return shares.viewOf(v.share);
    };
    // today's view: the last 7 days, and the 7 before them for the change
    const today = await bounds();
    expect(
      viewRefusal(rankings!.op, { site_id: '101', id: '301' }, read('2026-11-12', '2026-11-25'), today),
    ).toBe(undefined);
    expect(
      viewRefusal(rankings!.op, { site_id: '101', id: '301' }, read('2026-11-12', '2026-11-26'), today),
    ).toContain('2026-11-19 to 2026-11-25 only');

    advance(3 * DAY);
    const later = await bounds();
    expect([later?.from, later?.to]).toEqual(['2026-11-22', '2026-11-28']);
    expect(
      viewRefusal(rankings!.op, { site_id: '101', id: '301' }, read('2026-11-15', '2026-11-28'), later),
    ).toBe(undefined);
    // the days that rolled out of the view (and out of the period before it) are no longer readable
    expect(
      viewRefusal(rankings!.op, { site_id: '101', id: '301' }, read('2026-11-12', '2026-11-28'), later),
    ).toContain('2026-11-22 to 2026-11-28 only');
    // the list shows the range of today too
    expect((await shares.list(101))[0]?.view).toMatchObject({
      from: '2026-11-22',
      to: '2026-11-28',
      rolling: 7,
    });
  });

  it('keeps a link made until revoked working years later, and stops it once revoked', async () => {
    const { shares, advance } = await setup('2026-11-25T12:00:00Z');
    const link = await shares.create(101, null, 'Bookmark');
    expect(lastsUntilRevoked(link.expires_at)).toBe(true);
    advance(5 * 365 * DAY);
    const v = await shares.verify(tokenOf(link.url));
    expect(v.ok).toBe(true);
    expect((await shares.list(101))[0]?.status).toBe('active');
    await shares.revoke(link.id);
    expect(await shares.verify(tokenOf(link.url))).toEqual({ ok: false, reason: 'revoked' });
  });
});
