import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ActivityEvent } from '../activity/activity.ts';
import { cookieOf, startTestTeam, type TestPerson, type TestTeam } from './test-team.ts';

let team: TestTeam;
let owner: TestPerson;
let admin: TestPerson;
beforeAll(async () => {
  team = await startTestTeam();
  owner = await team.add('owner');
  admin = await team.add('admin');
});
afterAll(() => team.close());

interface PersonOut {
  id: string;
  email: string;
  role: string;
  sites: number[];
  active: boolean;
  invited: boolean;
  last_sign_in_at: string | null;
  invitation_expires_at: string | null;
  invitation_url?: string;
}

const send = (cookie: string, method: string, path: string, body?: unknown) =>
  team.call(`/api/local${path}`, {
    method,
    cookie,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function invite(by: TestPerson, body: Record<string, unknown>) {
  const res = await send(by.cookie, 'POST', '/people', body);
  return { status: res.status, body: (await res.json()) as PersonOut & { errors?: Record<string, string> } };
}

const list = async (cookie = owner.cookie) =>
  ((await (await send(cookie, 'GET', '/people')).json()) as { items: PersonOut[] }).items;

/** Opens an invitation's link as a new browser would, and submits its form. */
async function accept(url: string, fields: Record<string, string>) {
  const path = new URL(url).pathname;
  return team.call(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: team.url },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('inviting a person', () => {
  it('adds them with a one-use link on this server’s address, which sets their password and signs them in', async () => {
    const made = await invite(owner, { email: 'Vi@Team.example', role: 'viewer', daily_credits: 20 });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      email: 'vi@team.example',
      role: 'viewer',
      active: false,
      invited: true,
      last_sign_in_at: null,
    });
    expect(made.body.invitation_url).toMatch(new RegExp(`^${team.url}/invite/[A-Za-z0-9_-]{20,}$`));
    const expires = Date.parse(made.body.invitation_expires_at ?? '');
    expect(expires - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
    const url = made.body.invitation_url ?? '';

    // the page opens without a session
    const page = await team.call(new URL(url).pathname);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('Set your password');
    expect(html).toContain('vi@team.example');

    const differ = await accept(url, { name: 'Vi', password: 'long enough 1', confirm: 'long enough 2' });
    expect(differ.status).toBe(400);
    expect(await differ.text()).toContain('The two passwords differ');
    const short = await accept(url, { name: 'Vi', password: 'short', confirm: 'short' });
    expect(await short.text()).toContain('at least 10 characters');

    const done = await accept(url, { name: 'Vi Lund', password: 'long enough 1', confirm: 'long enough 1' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/');
    const me = await team.call('/api/local/me', { cookie: cookieOf(done) });
    expect(await me.json()).toMatchObject({ email: 'vi@team.example', name: 'Vi Lund', role: 'viewer' });
    const row = (await list()).find((p) => p.email === 'vi@team.example');
    expect(row).toMatchObject({ active: true, invited: false });
    expect(row?.last_sign_in_at).toBeTruthy();

    // once only
    const again = await team.call(new URL(url).pathname);
    expect(again.status).toBe(410);
    expect(await again.text()).toContain('This invitation was already used');
    const replay = await accept(url, { password: 'another long one', confirm: 'another long one' });
    expect(replay.status).toBe(410);
    // and the password it set signs them in
    await team.signIn('vi@team.example', 'long enough 1');
  });

  it('names each field it refuses, before adding anyone', async () => {
    const bad = await invite(owner, { email: 'not-an-email', role: 'client', daily_credits: -1 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['daily_credits']);
    const cross = await invite(owner, { email: 'not-an-email', role: 'client' });
    expect(cross.status).toBe(400);
    expect(cross.body.errors).toMatchObject({
      email: expect.stringContaining('not an email address'),
      sites: expect.stringContaining('a client needs the sites'),
    });
    const role = await invite(owner, { email: 'x@team.example', role: 'boss' });
    expect(role.body.errors?.role).toContain('one of owner, admin');
    const extra = await invite(owner, { email: 'x@team.example', role: 'viewer', password: 'x' });
    expect(extra.status).toBe(400);
    expect((await list()).some((p) => p.email === 'x@team.example')).toBe(false);
    const twice = await invite(owner, { email: admin.email, role: 'viewer' });
    expect(twice.status).toBe(409);
    expect(twice.body.errors?.email).toContain('already on the team');
  });

  it('keeps a client to the sites given, and drops them when the role changes', async () => {
    const made = await invite(admin, { email: 'cl@team.example', role: 'client', sites: [101, 102] });
    expect(made.status).toBe(201);
    expect(made.body.sites).toEqual([101, 102]);
    const changed = await send(admin.cookie, 'PATCH', `/people/${made.body.id}`, { role: 'editor' });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ role: 'editor', sites: [] });
    const back = await send(admin.cookie, 'PATCH', `/people/${made.body.id}`, { role: 'client' });
    expect(back.status).toBe(400);
    expect(((await back.json()) as { errors: Record<string, string> }).errors.sites).toBeTruthy();
  });

  it('makes a new link on request: the earlier one stops working', async () => {
    const made = await invite(owner, { email: 'late@team.example', role: 'editor' });
    const res = await send(owner.cookie, 'POST', `/people/${made.body.id}/invitation`);
    expect(res.status).toBe(201);
    const fresh = (await res.json()) as PersonOut;
    expect(fresh.invitation_url).not.toBe(made.body.invitation_url);
    expect((await team.call(new URL(made.body.invitation_url ?? '').pathname)).status).toBe(404);
    expect((await team.call(new URL(fresh.invitation_url ?? '').pathname)).status).toBe(200);
  });
});

describe('who may do what', () => {
  it('refuses the people routes to editors, viewers and clients', async () => {
    for (const role of ['editor', 'viewer', 'client'] as const) {
      const p = await team.add(role, role === 'client' ? { sites: [101] } : {});
      expect((await send(p.cookie, 'GET', '/people')).status).toBe(403);
      expect((await invite(p, { email: `by-${role}@team.example`, role: 'viewer' })).status).toBe(403);
    }
  });

  it('keeps an admin off owners: no adding, changing, deactivating, inviting or making one', async () => {
    const other = await team.add('owner');
    const add = await invite(admin, { email: 'o2@team.example', role: 'owner' });
    expect(add.status).toBe(403);
    expect(add.body.errors?.role).toContain('Only an owner');
    expect((await send(admin.cookie, 'PATCH', `/people/${other.id}`, { name: 'X' })).status).toBe(403);
    expect((await send(admin.cookie, 'PATCH', `/people/${other.id}`, { active: false })).status).toBe(403);
    expect((await send(admin.cookie, 'POST', `/people/${other.id}/invitation`)).status).toBe(403);
    const ed = await team.add('editor');
    const promote = await send(admin.cookie, 'PATCH', `/people/${ed.id}`, { role: 'owner' });
    expect(promote.status).toBe(403);
    // the owner still can, and is still there
    expect((await team.call('/api/local/me', { cookie: other.cookie })).status).toBe(200);
    expect((await send(owner.cookie, 'PATCH', `/people/${ed.id}`, { role: 'owner' })).status).toBe(200);
  });

  it('refuses a person deactivating themselves', async () => {
    const res = await send(admin.cookie, 'PATCH', `/people/${admin.id}`, { active: false });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { errors: Record<string, string> }).errors.active).toContain('yourself');
    expect((await team.call('/api/local/me', { cookie: admin.cookie })).status).toBe(200);
  });

  it('ends a deactivated person’s sessions at once, and voids a link still waiting', async () => {
    const ed = await team.add('editor');
    const res = await send(admin.cookie, 'PATCH', `/people/${ed.id}`, { active: false });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ active: false });
    expect((await team.call('/api/local/me', { cookie: ed.cookie })).status).toBe(401);

    const waiting = await invite(admin, { email: 'never@team.example', role: 'viewer' });
    await send(admin.cookie, 'PATCH', `/people/${waiting.body.id}`, { active: false });
    const late = await accept(waiting.body.invitation_url ?? '', {
      password: 'long enough 1',
      confirm: 'long enough 1',
    });
    expect(late.status).toBe(404);
    expect((await list()).find((p) => p.email === 'never@team.example')).toMatchObject({
      active: false,
      invited: false,
    });
  });

  it('records each change in the activity log, with who and what', async () => {
    const seen: ActivityEvent[] = [];
    const spy = vi.spyOn(team.tp.proxy.activity, 'record').mockImplementation(async (e) => {
      seen.push(e);
    });
    try {
      const made = await invite(admin, { email: 'logged@team.example', role: 'viewer' });
      await send(admin.cookie, 'PATCH', `/people/${made.body.id}`, { role: 'editor', daily_credits: 50 });
      await send(admin.cookie, 'POST', `/people/${made.body.id}/invitation`);
      await send(admin.cookie, 'PATCH', `/people/${made.body.id}`, { active: false });
      const mine = seen.filter((e) => e.action.startsWith('people.'));
      expect(mine.map((e) => [e.action, e.person?.email, e.outcome])).toEqual([
        ['people.add', admin.email, 'ok'],
        ['people.change', admin.email, 'ok'],
        ['people.invite', admin.email, 'ok'],
        ['people.deactivate', admin.email, 'ok'],
      ]);
      expect(mine[1]?.detail).toBe('logged@team.example: role viewer → editor; daily limit none → 50');
    } finally {
      spy.mockRestore();
    }
  });
});

describe('the last active owner', () => {
  let t: TestTeam;
  let only: TestPerson;
  beforeAll(async () => {
    t = await startTestTeam();
    only = await t.add('owner');
  });
  afterAll(() => t.close());

  const patch = (by: TestPerson, id: string, body: unknown) =>
    t.call(`/api/local/people/${id}`, {
      method: 'PATCH',
      cookie: by.cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('cannot be demoted nor deactivated; once another owner is there, can', async () => {
    const demote = await patch(only, only.id, { role: 'admin' });
    expect(demote.status).toBe(409);
    expect(((await demote.json()) as { message: string }).message).toContain('last active owner');
    const second = await t.add('owner');
    const off = await patch(second, only.id, { active: false });
    expect(off.status).toBe(200);
    // now `second` is the last one
    const alone = await patch(second, second.id, { role: 'editor' });
    expect(alone.status).toBe(409);
    expect(await t.tp.proxy.people.owners()).toBe(1);
  });
});
