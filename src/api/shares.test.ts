import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldErrors } from '../lib/local-schemas/params.ts';
import { shareInputSchema } from '../lib/local-schemas/shares.ts';
import { createShare, listShares, shareErrors } from './shares.ts';

/**
 * Share links as the page reads and makes them: answers read liberally (a link the schema refuses is left out, the
 * others shown), and the field checks give the route's own messages for the route's own limits.
 */
const VIEW = { from: '2026-11-01', to: '2026-11-25', sections: ['ai'], engine: null, rolling: null };
const link = (id: unknown, more: Record<string, unknown> = {}) => ({
  id,
  site_id: 101,
  label: 'Agency',
  created_at: '2026-11-20T10:00:00.000Z',
  expires_at: '2026-11-27T10:00:00.000Z',
  revoked_at: null,
  view: VIEW,
  status: 'active',
  url: `/share/t${String(id)}`,
  ...more,
});

let answer: { status: number; body: string } = { status: 200, body: 'null' };
let sent: { method: string; url: string; body: unknown }[] = [];
beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method: init?.method ?? 'GET', url: String(input), body });
    return new Response(answer.body, { status: answer.status });
  });
});
afterEach(() => vi.unstubAllGlobals());

const answers = (status: number, body: unknown) => {
  answer = { status, body: typeof body === 'string' ? body : JSON.stringify(body) };
};

describe('share links as the page reads them', () => {
  it('shows the links it can read, an unknown state as expired, and a link only while it works', async () => {
    answers(200, {
      items: [
        link(1),
        link('x'),
        link('2', { status: 'paused', view: { from: 'soon' } }),
        link(3, { status: 'revoked', revoked_at: '2026-11-21T10:00:00.000Z', label: 7 }),
      ],
    });
    const got = await listShares(101);
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/api/local/shares?site_id=101' });
    expect(got.map((s) => [s.id, s.status, s.url, s.label, s.view])).toEqual([
      [1, 'active', '/share/t1', 'Agency', VIEW],
      [2, 'expired', null, 'Agency', null],
      [3, 'revoked', null, null, VIEW],
    ]);
  });

  it('shows no links when the answer holds no list', async () => {
    for (const body of ['', { items: 'none' }, []]) {
      answers(200, body);
      expect(await listShares(101)).toEqual([]);
    }
  });

  it('sends a new link as the route takes it, and says so when the answer holds no link', async () => {
    answers(201, link(9));
    const made = await createShare(101, { expiresInDays: ' 7 ', label: '  ' }, VIEW);
    expect(made).toMatchObject({ id: 9, status: 'active', url: '/share/t9' });
    expect(sent[0]?.body).toEqual({ site_id: 101, expires_in_days: 7, view: VIEW });

    answers(201, { ok: true });
    await expect(createShare(101, { expiresInDays: '7', label: 'Q4' }, VIEW)).rejects.toMatchObject({
      status: 502,
      message: 'The server answered without a link.',
    });
    expect(sent[1]?.body).toEqual({ site_id: 101, expires_in_days: 7, view: VIEW, label: 'Q4' });
  });
});

describe("the page's checks of a new link", () => {
  /** what the route answers, field by field, for the same input */
  const route = (days: string, label: string) => {
    const checked = shareInputSchema.safeParse({ site_id: 101, expires_in_days: days, label });
    return checked.success ? {} : fieldErrors(checked.error.issues);
  };

  it.each([
    ['0', ''],
    ['91', ''],
    ['90', 'x'.repeat(121)],
    ['1', 'x'.repeat(120)],
    ['7', ` ${'x'.repeat(120)} `],
  ])('refuses (or takes) %s days and a label as the route does, in its words', (days, label) => {
    const { expiresInDays, label: labelError } = shareErrors({ expiresInDays: days, label });
    const { expires_in_days, label: routeLabel } = route(days, label);
    expect({ expiresInDays, labelError }).toEqual({ expiresInDays: expires_in_days, labelError: routeLabel });
  });
});
