import { describe, expect, it } from 'vitest';
import { STORE_ENGINES, storePerTest } from '../store/test-engines.ts';
import { createAuth, sessionSecret } from './auth.ts';
import { Invitations, INVITATION_DAYS } from './invitations.ts';
import { People } from './people.ts';

const DAY = 86_400_000;

describe.each(STORE_ENGINES)('invitations on %s', (_name, open) => {
  const fresh = storePerTest(open);

  async function setUp() {
    const store = await fresh();
    const auth = createAuth({
      store,
      secret: await sessionSecret(store),
      baseURL: 'http://127.0.0.1',
      mayStart: () => Promise.resolve(true),
    });
    const people = new People(store, auth);
    let now = Date.parse('2026-03-01T10:00:00.000Z');
    const invitations = new Invitations(store, people, () => new Date(now));
    const person = await people.add({ email: 'new@team.example', role: 'viewer' });
    return { store, people, invitations, person, later: (ms: number) => (now += ms) };
  }

  it('lets a link be used once, whatever arrives at the same time', async () => {
    const { invitations, people, person } = await setUp();
    const { token } = await invitations.make(person.id, null);
    expect((await people.byId(person.id))?.active).toBeFalsy();
    const both = await Promise.all([
      invitations.accept(token, 'first password here'),
      invitations.accept(token, 'second password here'),
    ]);
    expect(both.filter((a) => a.ok)).toHaveLength(1);
    expect(both.filter((a) => !a.ok).map((a) => !a.ok && a.reason)).toEqual(['used']);
    expect((await people.byId(person.id))?.active).toBeTruthy();
    expect(await invitations.check(token)).toEqual({ ok: false, reason: 'used' });
  });

  it(`works for ${INVITATION_DAYS} days and not a moment longer`, async () => {
    const { invitations, person, later } = await setUp();
    const { token, expiresAt } = await invitations.make(person.id, null);
    expect(expiresAt).toBe('2026-03-08T10:00:00.000Z');
    later(INVITATION_DAYS * DAY - 1);
    expect((await invitations.check(token)).ok).toBe(true);
    later(1);
    expect(await invitations.check(token)).toEqual({ ok: false, reason: 'expired' });
    expect(await invitations.accept(token, 'a password long enough')).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('replaces a person’s earlier link with a new one', async () => {
    const { invitations, person } = await setUp();
    const old = await invitations.make(person.id, null);
    const now = await invitations.make(person.id, null);
    expect(await invitations.check(old.token)).toEqual({ ok: false, reason: 'unknown' });
    expect((await invitations.check(now.token)).ok).toBe(true);
  });
});
