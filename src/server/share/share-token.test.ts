import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadShareSecret, Shares } from './share.ts';
import { checkShareInput } from './share-api.ts';
import { STORE_ENGINES, storePerTest } from '../store/test-engines.ts';

const SECRET = Buffer.from('0123456789abcdef0123456789abcdef');

const tokenOf = (url: string | null) => (url ?? '').replace('/share/', '');
const DAY = 86_400_000;

describe.each(STORE_ENGINES)('share tokens (%s)', (_name, open) => {
  const fresh = storePerTest(open);

  async function setup(start = '2026-11-22T12:00:00Z') {
    let now = new Date(start);
    const db = await fresh();
    const shares = new Shares(db, SECRET, () => now);
    return {
      db,
      shares,
      advance: (ms: number) => (now = new Date(now.getTime() + ms)),
    };
  }

  it('signs {id, site_id, exp} and verifies it back to the link', async () => {
    const { shares } = await setup();
    const link = await shares.create(101, 7, 'Client review');
    expect(link).toMatchObject({ site_id: 101, label: 'Client review', status: 'active' });
    expect(link.expires_at).toBe('2026-11-29T12:00:00.000Z');
    const token = tokenOf(link.url);
    const [payload, sig] = token.split('.');
    expect(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString())).toEqual({
      id: link.id,
      site_id: 101,
      exp: Date.parse('2026-11-29T12:00:00Z') / 1000,
    });
    expect(sig).toMatch(/^[A-Za-z0-9_-]{43}$/); // HMAC-SHA256, base64url
    expect(token).not.toContain(SECRET.toString('base64url'));
    const v = await shares.verify(token);
    expect(v.ok && v.share.id).toBe(link.id);
  });

  it('refuses a token whose payload or signature was changed, or signed with another secret', async () => {
    const { shares, db } = await setup();
    const token = tokenOf((await shares.create(101, 7, null)).url);
    const [payload, sig] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ id: 1, site_id: 102, exp: 9_999_999_999 })).toString(
      'base64url',
    );
    expect(await shares.verify(`${forged}.${sig}`)).toEqual({ ok: false, reason: 'invalid' });
    const flipped = sig.slice(0, -1) + (sig.endsWith('A') ? 'B' : 'A');
    expect(await shares.verify(`${payload}.${flipped}`)).toEqual({ ok: false, reason: 'invalid' });
    expect(await shares.verify(`${payload}.${sig.slice(1)}`)).toEqual({ ok: false, reason: 'invalid' });
    const other = new Shares(db, Buffer.from('another secret of thirty-two chars!'));
    expect(await other.verify(token)).toEqual({ ok: false, reason: 'invalid' });
    for (const junk of ['', 'abc', `${payload}.${sig}.x`, `.${sig}`, 'x'.repeat(600)])
      expect(await shares.verify(junk)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a token for a link the store does not hold', async () => {
    const { shares, db } = await setup();
    const link = await shares.create(101, 7, null);
    await db.db.deleteFrom('shares').execute();
    expect(await shares.verify(tokenOf(link.url))).toEqual({ ok: false, reason: 'invalid' });
  });

  it('expires at its expiry time (injected clock), and the list says so', async () => {
    const { shares, advance } = await setup();
    const link = await shares.create(101, 1, null);
    const token = tokenOf(link.url);
    advance(DAY - 1000);
    expect((await shares.verify(token)).ok).toBe(true);
    advance(1000);
    expect(await shares.verify(token)).toEqual({ ok: false, reason: 'expired' });
    expect((await shares.list(101))[0]).toMatchObject({ id: link.id, status: 'expired', url: null });
  });

  it('stops working once revoked, at once, and revoking twice keeps the first time', async () => {
    const { shares, advance } = await setup();
    const keep = await shares.create(101, 30, 'keep');
    const link = await shares.create(101, 30, 'revoke me');
    const first = await shares.revoke(link.id);
    expect(first).toMatchObject({ status: 'revoked', url: null });
    expect(await shares.verify(tokenOf(link.url))).toEqual({ ok: false, reason: 'revoked' });
    advance(60_000);
    expect((await shares.revoke(link.id))?.revoked_at).toBe(first?.revoked_at);
    expect((await shares.verify(tokenOf(keep.url))).ok).toBe(true);
    expect((await shares.list(101)).map((s) => [s.label, s.status])).toEqual([
      ['revoke me', 'revoked'],
      ['keep', 'active'],
    ]);
    expect(await shares.list(102)).toEqual([]);
  });
});

describe('the signing secret', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is generated on first start into the store folder, mode 0600, and reused after a restart', () => {
    dir = mkdtempSync(join(tmpdir(), 'sb-share-'));
    const first = loadShareSecret(dir);
    expect(first.length).toBe(32);
    const file = join(dir, 'share-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toBe(first.toString('hex'));
    expect(loadShareSecret(dir).equals(first)).toBe(true);
  });

  it('is SHARE_SECRET when set (at least 32 characters), and lives in memory for an in-memory store', () => {
    expect(loadShareSecret(':memory:', 'x'.repeat(32)).toString()).toBe('x'.repeat(32));
    expect(() => loadShareSecret(':memory:', 'short')).toThrow(/at least 32/);
    expect(loadShareSecret(':memory:').equals(loadShareSecret(':memory:'))).toBe(false);
  });
});

describe('checkShareInput', () => {
  it('answers per field: site, 1-90 whole days, label up to 120', () => {
    expect(checkShareInput({ site_id: 101, expires_in_days: 7, label: '  Q3 review ' })).toEqual({
      ok: true,
      value: { site_id: 101, days: 7, label: 'Q3 review', view: null },
    });
    expect(checkShareInput({ site_id: 101, expires_in_days: 90, label: '' })).toMatchObject({
      ok: true,
      value: { label: null },
    });
    const bad = checkShareInput({ site_id: 'x', expires_in_days: 91, label: 'y'.repeat(121) });
    expect(bad).toEqual({
      ok: false,
      errors: {
        site_id: 'site_id must be a positive integer.',
        expires_in_days: 'Choose a whole number of days from 1 to 90.',
        label: 'Keep the label under 121 characters.',
      },
    });
    for (const days of [0, 1.5, 'seven', undefined])
      expect(checkShareInput({ site_id: 1, expires_in_days: days }).ok).toBe(false);
  });
});
