import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { PersonRole } from '../../lib/people.ts';
import type { Person } from '../people/people.ts';
import type { AppEnv } from './env.ts';

/**
 * For route tests: one module of local routes alone on a loopback port under `/api/local`, the person acting named
 * by the request's `x-role` header (absent: `fallback`, or nobody signed in). The server goes into `servers`, for
 * the test to close. Resolves with the server's address.
 */
export function serveAsRole(
  routes: Hono<AppEnv>,
  servers: ServerType[],
  fallback?: PersonRole,
): Promise<string> {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    const role = (c.req.header('x-role') as PersonRole | undefined) ?? fallback;
    const person = role
      ? ({
          id: `p-${role}`,
          email: `${role}@team.example`,
          role,
          sites: [],
          local: false,
        } as unknown as Person)
      : undefined;
    c.set('person', person);
    c.set('requestId', 'r1');
    await next();
  });
  app.route('/api/local', routes);
  return new Promise<string>((resolve) => {
    servers.push(
      serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (i: AddressInfo) =>
        resolve(`http://127.0.0.1:${i.port}`),
      ),
    );
  });
}
