import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readConfig } from '../src/server/http/config.ts';
import { apiFetch as fetch } from '../src/server/http/test-fetch.ts';
import { createProxy } from '../src/server/proxy/proxy.ts';
import type { Figure } from './figure.ts';

/**
 * activity.unlogged: of the writes and paid calls a signed-in editor makes in a scripted session off loopback
 * (local writes, the service's free writes, paid keyword searches and SERP tasks), how many have no row in the
 * activity log, or, for a paid call that spent credits, a row without them (goal 0). Counted per operation: the
 * requests the session sent against the rows the log lists for that person and operation.
 */
const ROUNDS = 8;

interface Step {
  operation: string;
  paid: boolean;
  send: (cookie: string, i: number) => Promise<Response>;
}

const json = (method: string, body: unknown, cookie: string): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', cookie },
  body: JSON.stringify(body),
});

export async function activityFigures(): Promise<Figure[]> {
  const proxy = await createProxy({
    ...readConfig({ SHARE_SECRET: 'bench-activity-share-secret-32-chars', PACE_DATA_RPS: '0' }),
    sandboxDbPath: ':memory:',
    storeDir: ':memory:',
    log: false,
    budget: {},
  });
  const handler = proxy.serve({ signIn: { baseURL: 'http://127.0.0.1' } });
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const email = 'editor@bench.example';
    const password = 'bench-editor-password-long-enough';
    await proxy.people.add({ email, role: 'editor' }, password);
    const signedIn = await fetch(`${base}/api/local/session`, json('POST', { email, password }, ''));
    if (!signedIn.ok) throw new Error(`sign-in answered ${signedIn.status}`);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0] ?? '')
      .filter((pair) => !pair.endsWith('='))
      .join('; ');

    const steps: Step[] = [
      {
        operation: 'POST /api/local/annotations',
        paid: false,
        send: (c, i) =>
          fetch(
            `${base}/api/local/annotations?site_id=101`,
            json('POST', { date: '2026-03-01', label: `Bench ${i}` }, c),
          ),
      },
      {
        operation: 'groups.create',
        paid: false,
        send: (c, i) => fetch(`${base}/api/project/site-groups`, json('POST', { name: `Bench ${i}` }, c)),
      },
      {
        operation: 'keywords.related',
        paid: true,
        send: (c, i) =>
          fetch(`${base}/api/data/v1/keywords/related?source=us&keyword=bench%20tent%20${i}&limit=3`, {
            headers: { cookie: c },
          }),
      },
      {
        operation: 'serp.tasks.create',
        paid: true,
        send: (c, i) =>
          fetch(
            `${base}/api/data/v1/serp/classic/tasks`,
            json(
              'POST',
              {
                search_engine: 'web_search_engine_1',
                query: [`bench serp ${i}`],
                device: 'desktop',
                language_code: 'en',
                location_id: 2840,
              },
              c,
            ),
          ),
      },
    ];
    const sent = new Map<string, number>();
    for (let i = 0; i < ROUNDS; i++)
      for (const step of steps) {
        const res = await step.send(cookie, i);
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${step.operation} answered ${res.status}`);
        sent.set(step.operation, (sent.get(step.operation) ?? 0) + 1);
      }
    await proxy.activity.settled();
    const { items } = await proxy.activity.list({ limit: 10_000, offset: 0, email });
    let unlogged = 0;
    for (const step of steps) {
      const rows = items.filter((r) => r.operation === step.operation && r.outcome === 'ok');
      unlogged += Math.max(0, (sent.get(step.operation) ?? 0) - rows.length);
      if (step.paid) unlogged += rows.filter((r) => r.action !== 'paid' || r.credits === null).length;
    }
    return [
      {
        figure: 'activity.unlogged',
        value: unlogged,
        unit: `writes and paid calls without their activity row (or a paid one without its credits), of ${
          ROUNDS * steps.length
        } in a scripted session`,
        goal: '0',
      },
    ];
  } finally {
    server.closeAllConnections();
    server.close();
    await proxy.close();
  }
}
