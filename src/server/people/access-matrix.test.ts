import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, OPERATIONS, type Operation } from '../../lib/operations.ts';
import { needOfOperation, PERSON_ROLES, roleAllows, type PersonRole } from '../../lib/people.ts';
import { activityRoutes } from '../activity/routes.ts';
import { localRoutes } from '../http/local-routes.ts';
import { mergeNeeds, routeKeys, uncovered } from './access.ts';
import { peopleGate } from './gate.ts';
import { peopleRoutes } from './people-routes.ts';
import { ROUTE_NEEDS, type LocalNeed } from './needs.ts';
import { startTestTeam, type TestPerson, type TestTeam } from './test-team.ts';

/**
 * Every role against every operation of the table and every route registered on the local app, generated from
 * them: a new operation or route is in the matrix without being listed here.
 */

const gateRoutes = () =>
  peopleGate({ auth: {} as never, people: {} as never, signIn: true, admits: () => false }).routes.routes;
/** The routes `serve()` mounts below /api/local, in its order (registering them needs none of their deps). */
const REGISTERED = [
  ...gateRoutes(),
  ...activityRoutes({} as never).routes,
  ...peopleRoutes({} as never).routes,
  ...localRoutes({ positions: { repo: {} } } as never).routes,
];
const LOCAL_KEYS = routeKeys(REGISTERED);
const NEEDS = mergeNeeds(ROUTE_NEEDS);
/** routes that end or start the caller's session: each is called with a session of its own */
const SESSION_ROUTES = new Set(routeKeys(gateRoutes()));

interface Case {
  name: string;
  method: string;
  path: string;
  body?: string;
  type?: string;
  need: LocalNeed;
  freshSession?: boolean;
}

function operationCase(op: Operation): Case {
  const path = `/api/${op.base}${fillPath(op.path, Object.fromEntries(op.path.match(/:\w+/g)?.map((p) => [p.slice(1), '7']) ?? []))}?site_id=7&audit_id=7`;
  const body = op.body === 'json' ? '{}' : op.body === 'form' ? 'keyword=seo&source=us' : undefined;
  const type =
    op.body === 'json'
      ? 'application/json'
      : op.body === 'form'
        ? 'application/x-www-form-urlencoded'
        : undefined;
  return { name: op.id, method: op.method, path, body, type, need: needOfOperation(op) };
}

function routeCase(key: string): Case {
  const [method = 'GET', route = '/'] = key.split(' ');
  const path = `/api/local${route.replace(/:\w+/g, '1')}?site_id=7`;
  const body = method === 'GET' ? undefined : '{}';
  return {
    name: key,
    method,
    path,
    body,
    type: body ? 'application/json' : undefined,
    need: NEEDS.get(key) ?? 'people',
    freshSession: SESSION_ROUTES.has(key),
  };
}

const CASES: Case[] = [...OPERATIONS.map(operationCase), ...LOCAL_KEYS.map(routeCase)];

type Expected = 'allow' | 'refuse' | 'client-scope';
function expected(role: PersonRole, need: LocalNeed): Expected {
  if (need === 'signed-in') return 'allow';
  if (!roleAllows(role, need)) return 'refuse';
  // a client's reads are cut to their own sites by the client scope, which has its own tests
  return role === 'client' ? 'client-scope' : 'allow';
}

let team: TestTeam;
const people = {} as Record<PersonRole, TestPerson>;
beforeAll(async () => {
  team = await startTestTeam();
  for (const role of PERSON_ROLES)
    people[role] = await team.add(role, role === 'client' ? { sites: [7] } : {});
}, 60_000);
afterAll(() => team.close());

async function call(role: PersonRole, c: Case): Promise<{ status: number; body: Record<string, unknown> }> {
  const p = people[role];
  const cookie = c.freshSession ? await team.signIn(p.email, p.password) : p.cookie;
  const res = await team.call(c.path, {
    method: c.method,
    cookie,
    headers: c.type ? { 'content-type': c.type } : {},
    body: c.body,
  });
  // signing out everywhere ends the person's other sessions too
  if (c.freshSession) p.cookie = await team.signIn(p.email, p.password);
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // not JSON (a proxied answer of another kind): nothing of the gate's
  }
  return { status: res.status, body };
}

describe('the role matrix', () => {
  it('gives every registered local route a need', () => {
    expect(uncovered(LOCAL_KEYS, ROUTE_NEEDS)).toEqual([]);
    // the matrix reaches the routes through the operation table and the app, not through a list of its own
    expect(LOCAL_KEYS.length).toBeGreaterThan(20);
    expect(CASES.length).toBe(OPERATIONS.length + LOCAL_KEYS.length);
  });

  // refusals first: no call allowed in the next test is still reaching the service while these are counted
  it('refuses each role what it may not do: a 403 from Searchboard that never reaches the service', async () => {
    const wrong: string[] = [];
    for (const role of PERSON_ROLES)
      for (const c of CASES) {
        if (expected(role, c.need) !== 'refuse') continue;
        const before = team.tp.upstreamCalls.length;
        const got = await call(role, c);
        const reached = team.tp.upstreamCalls.slice(before);
        const ok =
          got.status === 403 &&
          got.body.refused_by === 'searchboard' &&
          got.body.role === role &&
          got.body.need === c.need &&
          typeof got.body.message === 'string' &&
          got.body.message.includes('Ask an owner or an admin') &&
          reached.length === 0;
        if (!ok)
          wrong.push(`${role} ${c.name}: ${got.status} ${JSON.stringify(got.body)} reached ${reached}`);
      }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('sends a client’s reads to the client scope, which answers them before the service when it refuses', async () => {
    const wrong: string[] = [];
    for (const c of CASES) {
      if (expected('client', c.need) !== 'client-scope') continue;
      const before = team.tp.upstreamCalls.length;
      const got = await call('client', c);
      // the scope may read the service's lists to decide; the refused call itself never goes out
      const itself = `${c.method} ${c.path.replace(/^\/api/, '')}`;
      if (got.status === 401) wrong.push(`${c.name}: 401`);
      if (got.status === 403 && team.tp.upstreamCalls.slice(before).includes(itself))
        wrong.push(`${c.name}: refused after reaching the service`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('lets each role through what it may do (the route may still find the made-up request wrong)', async () => {
    const wrong: string[] = [];
    for (const role of PERSON_ROLES)
      for (const c of CASES) {
        if (expected(role, c.need) !== 'allow') continue;
        const got = await call(role, c);
        if (got.status === 401 || (got.status === 403 && got.body.refused_by === 'searchboard'))
          wrong.push(`${role} ${c.name}: ${got.status} ${JSON.stringify(got.body)}`);
      }
    expect(wrong).toEqual([]);
  }, 240_000);
});
