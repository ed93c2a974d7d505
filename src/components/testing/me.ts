import { afterEach, vi } from 'vitest';
import type { Me, PersonRole } from '../../lib/people.ts';

/** A person of `role` signed in on a team server (or, with `local`, the owner at a loopback server's computer). */
export const meAs = (role: PersonRole, over: Partial<Me> = {}): Me => ({
  email: `${role}@agency.test`,
  name: `Robin ${role}`,
  role,
  sites: role === 'client' ? [101] : [],
  limits: { daily_credits: null, monthly_credits: null },
  local: false,
  ...over,
});

/**
 * The browser's `fetch` for a test of the frame: `/api/local/me` answers `me`, the sign-out routes answer as the
 * server does, anything else the test did not expect is a 404. Every request is kept, to look at.
 */
export function stubMe(me: Me | { status: number }) {
  const sent: { method: string; path: string }[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://dashboard.test').pathname;
    const method = init?.method ?? 'GET';
    sent.push({ method, path });
    if (path === '/api/local/me')
      return 'status' in me
        ? json(me.status, { message: 'Sign in to Searchboard first.', refused_by: 'searchboard' })
        : json(200, me);
    if (method === 'DELETE' && (path === '/api/local/session' || path === '/api/local/sessions'))
      return json(200, { signed_out: true });
    return json(404, { message: 'not in this test' });
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});
