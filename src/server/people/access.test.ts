import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../http/answer.ts';
import type { AppEnv } from '../http/env.ts';
import { accessGate, mergeNeeds, routeKeys, uncovered } from './access.ts';
import type { LocalNeeds } from './needs.ts';
import { LOCAL_OWNER, type Person } from './people.ts';

const editor: Person = {
  id: 'e1',
  email: 'e@team.example',
  name: 'E',
  role: 'editor',
  sites: [],
  limits: { daily_credits: null, monthly_credits: null },
  local: false,
};

/** A module of local routes that registered a route its table does not name. */
function routesWithANewOne(): Hono<AppEnv> {
  const local = new Hono<AppEnv>();
  local.get('/known', (c) => json(c, 200, { ok: true }));
  local.post('/added', (c) => json(c, 200, { done: true }));
  local.all('*', (c) => json(c, 404, { message: 'Not found' }));
  return local;
}
const TABLE: LocalNeeds = { 'GET /known': 'read' };

let url = '';
let close = () => {};
beforeAll(async () => {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('person', c.req.header('x-as') === 'local' ? LOCAL_OWNER : editor);
    await next();
  });
  app.use(accessGate({ needs: [TABLE] }));
  app.route('/api/local', routesWithANewOne());
  const server = createAdaptorServer({ fetch: app.fetch });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe('a local route its module gave no need', () => {
  it('is reported by the coverage check', () => {
    expect(uncovered(routeKeys(routesWithANewOne().routes), [TABLE])).toEqual(['POST /added']);
  });

  it('is refused to a signed-in person (403 from Searchboard), while the listed route and a 404 pass', async () => {
    const added = await fetch(`${url}/api/local/added`, { method: 'POST' });
    expect(added.status).toBe(403);
    expect(await added.json()).toMatchObject({ refused_by: 'searchboard', role: 'editor' });
    expect((await fetch(`${url}/api/local/known`)).status).toBe(200);
    // no route answers it but the catch-all: nothing to open
    expect((await fetch(`${url}/api/local/nothing`)).status).toBe(404);
  });

  it('is open to the local owner, who may do everything', async () => {
    const added = await fetch(`${url}/api/local/added`, { method: 'POST', headers: { 'x-as': 'local' } });
    expect(added.status).toBe(200);
  });
});

describe('tables of needs', () => {
  it('refuses one route given two different needs', () => {
    expect(() => mergeNeeds([{ 'GET /x': 'read' }, { 'GET /x': 'ledger' }])).toThrow(/GET \/x/);
  });
});
