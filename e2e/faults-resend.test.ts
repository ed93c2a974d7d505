import { MutationObserver, type MutationObserverOptions, type QueryClient } from '@tanstack/react-query';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountQueries } from '../src/api/account.ts';
import { setBrand } from '../src/api/ai.ts';
import { auditsMutations } from '../src/api/audit-mutations.ts';
import { addTask } from '../src/api/plan.ts';
import { configureClient } from '../src/api/client.ts';
import { ApiError } from '../src/api/errors.ts';
import { createGroup, groupsQueries } from '../src/api/groups.ts';
import { keywordsQueries } from '../src/api/keywords.ts';
import { serpMutations } from '../src/api/serp-mutations.ts';
import { createQueryClient } from '../src/lib/query-client.ts';
import { SANDBOX_DATA_KEY, SANDBOX_PROJECT_KEY } from '../src/sandbox/keys.ts';
import { createSandboxContext, createSandboxHandler } from '../src/sandbox/server.ts';
import type { SandboxContext } from '../src/sandbox/http.ts';
import { readConfig } from '../src/server/http/config.ts';
import { createProxy, type Proxy } from '../src/server/proxy/proxy.ts';

// A POST, PUT or DELETE that spends credits or changes state is never re-sent automatically: counted here as
// upstream calls under faults. The real chain: the dashboard's data layer (QueryClient
// with its retry policy, the api modules) → fetch → the proxy → a sandbox with seeded faults, counted at the
// sandbox's door. Calls run one after another, so every upstream call belongs to the operation in progress.

// Writes and paid reads: 30% 503, 15% 429, 20% answers withheld after the work is done (the proxy gives up after
// 400 ms). Safe reads get their own, milder mix, so that most end well after a retry or two.
const FAULTS =
  'seed=5,error_rate=0.3,rate_limit_rate=0.15,timeout_rate=0.2; ' +
  'GET /site-groups: error_rate=0.3,rate_limit_rate=0.2,timeout_rate=0.1; ' +
  'GET /account: error_rate=0.3,rate_limit_rate=0.2,timeout_rate=0.1';

interface Call {
  method: string;
  path: string;
  at: number;
  /** undefined: no answer was sent (a withheld answer) */
  status?: number;
}

let ctx: SandboxContext;
let upstream: Server;
let app: Server;
let proxy: Proxy;
let qc: QueryClient;
const calls: Call[] = [];

async function listen(server: Server): Promise<string> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  ctx = createSandboxContext({ dbPath: ':memory:' });
  const sandbox = createSandboxHandler(ctx, false, FAULTS);
  upstream = createServer((req, res) => {
    const call: Call = {
      method: req.method ?? '',
      path: (req.url ?? '').split('?')[0] ?? '',
      at: Date.now(),
    };
    calls.push(call);
    res.on('finish', () => (call.status = res.statusCode));
    void sandbox(req, res);
  });
  const up = await listen(upstream);
  proxy = await createProxy({
    ...readConfig({}),
    upstreams: {
      project: { url: `${up}/project`, key: SANDBOX_PROJECT_KEY },
      data: { url: `${up}/data`, key: SANDBOX_DATA_KEY },
      backlinks: { url: `${up}/backlinks`, key: SANDBOX_DATA_KEY },
    },
    storeDir: ':memory:',
    timeoutMs: 400,
    log: false,
  });
  app = createServer((req, res) => proxy.handle(req, res));
  configureClient({ origin: await listen(app) });
  qc = createQueryClient();
});

afterAll(async () => {
  qc.clear();
  app.closeAllConnections();
  app.close();
  upstream.closeAllConnections();
  upstream.close();
  await proxy.close();
  ctx.db.close();
});

/** The outcome as the person sees it, and the upstream calls the operation made. */
async function counted(op: () => Promise<unknown>): Promise<{ outcome: string; calls: Call[] }> {
  const from = calls.length;
  let outcome = 'ok';
  try {
    await op();
  } catch (err) {
    outcome = err instanceof ApiError ? `${err.status} ${err.kind}` : String(err);
  }
  // a withheld answer reaches the sandbox before the proxy gives up; give late arrivals a moment anyway
  await new Promise((r) => setTimeout(r, 20));
  return { outcome, calls: calls.slice(from) };
}

/** A write as the pages send it: a mutation with the client's defaults (retry: false for every mutation). */
const mutate = <D, V>(options: MutationObserverOptions<D, Error, V>, variables: V) =>
  new MutationObserver(qc, options).mutate(variables);

const rows = (sql: string, ...params: unknown[]) => (ctx.db.prepare(sql).get(...params) as { n: number }).n;

describe('under faults, through the proxy', () => {
  it('sends every write and paid read upstream exactly once, whatever the fault', async () => {
    const outcomes: string[] = [];
    for (let i = 0; i < 6; i++) {
      const group = `Resend group ${i}`;
      const task = `Resend task ${i}`;
      const query = `resend query ${i}`;
      const ops: [string, () => Promise<unknown>, (() => number)?][] = [
        [
          'POST group',
          () => mutate({ mutationFn: createGroup }, group),
          () => rows('SELECT COUNT(*) AS n FROM site_groups WHERE name = ?', group),
        ],
        [
          'POST task',
          () => mutate({ mutationFn: (t: string) => addTask(101, { title: t, text: 'Once.' }) }, task),
          () => rows('SELECT COUNT(*) AS n FROM checklist_items WHERE title = ?', task),
        ],
        ['POST brand', () => mutate({ mutationFn: (b: string) => setBrand(103, b) }, `Brand ${i}`)],
        ['PATCH audit', () => mutate(auditsMutations.rename(), { auditId: 5101, title: `Renamed ${i}` })],
        [
          'paid POST serp',
          () =>
            mutate(serpMutations.create(), {
              query: [query],
              device: 'desktop',
              language_code: 'en',
              location_id: 1012009,
              // the sandbox is a live upstream here, so the dashboard speaks the service's names to it
              vocabulary: 'service',
            }),
          () => rows('SELECT COUNT(*) AS n FROM serp_tasks WHERE query = ?', query),
        ],
        [
          'paid POST export',
          () => qc.fetchQuery(keywordsQueries.export({ source: 'us', keywords: [`resend export ${i}`] })),
        ],
        [
          'paid GET similar',
          () => qc.fetchQuery(keywordsQueries.similar({ source: 'us', keyword: `hiking boots ${i}` })),
        ],
      ];
      for (const [name, op, stored] of ops) {
        const { outcome, calls: made } = await counted(op);
        outcomes.push(outcome);
        expect(made, `${name} #${i} (${outcome})`).toHaveLength(1);
        const withheld = made[0]?.status === undefined;
        if (withheld) expect(outcome, `${name} #${i}`).toBe('504 timeout');
        if (stored) {
          // refused (503/429): nothing was done; done (answered, or answer withheld after the work): done once
          const done = outcome === 'ok' || withheld ? 1 : 0;
          expect(stored(), `${name} #${i} (${outcome}) stored`).toBe(done);
        }
      }
    }
    // every kind of fault was met, and so was success
    const kinds = new Set(outcomes.map((o) => o.split(' ')[0]));
    expect([...kinds].sort()).toEqual(['429', '503', '504', 'ok']);
  }, 60_000);

  it('retries a safe read that failed, with backoff and Retry-After, and stops after 3 retries', async () => {
    const reads: { calls: Call[]; outcome: string }[] = [];
    for (let i = 0; i < 8; i++) {
      qc.clear();
      const read = () =>
        i % 2 ? qc.fetchQuery(accountQueries.balance()) : qc.fetchQuery(groupsQueries.list());
      reads.push(await counted(read));
    }
    for (const { calls: made, outcome } of reads) {
      const firstGood = made.findIndex((c) => c.status === 200);
      // as many calls as it took: the first answer that came back well ends it, else 1 + 3 retries
      expect(made, outcome).toHaveLength(firstGood === -1 ? 4 : firstGood + 1);
      expect(outcome).toBe(firstGood === -1 ? expect.stringMatching(/^(429|503|504) /) : 'ok');
      made.slice(1).forEach((c, k) => {
        const before = made[k] as Call;
        // Retry-After: 1 is honoured; otherwise an exponential backoff from 250 ms
        const least = before.status === 429 ? 1000 : 250;
        expect(c.at - before.at).toBeGreaterThanOrEqual(least - 5);
      });
    }
    const retried = reads.filter((r) => r.calls.length > 1);
    expect(retried.length).toBeGreaterThan(0);
    expect(retried.some((r) => r.outcome === 'ok')).toBe(true);
    expect(reads.flatMap((r) => r.calls).some((c) => c.status === 429)).toBe(true);
  }, 60_000);
});
