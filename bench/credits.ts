import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { creditsFor } from '../src/lib/credits.ts';
import { readConfig } from '../src/server/http/config.ts';
import { createProxy } from '../src/server/proxy/proxy.ts';
import type { Figure } from './figure.ts';
import { apiFetch as fetch } from '../src/server/http/test-fetch.ts';

/**
 * credits.session_vs_needed: a scripted session of repeated keyword searches and SERP reads sent
 * straight to the proxy (no browser cache in front), against the credits strictly needed: each distinct paid
 * answer once, priced by the spec's table from what came back.
 */
export async function creditsFigures(): Promise<Figure[]> {
  process.env.SANDBOX_SERP_MS = '300';
  const proxy = await createProxy({
    ...readConfig({}),
    sandboxDbPath: ':memory:',
    storeDir: ':memory:',
    log: false,
  });
  const server = createServer((req, res) => proxy.handle(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/data`;
  const get = async (path: string) => (await fetch(base + path)).json() as Promise<Record<string, unknown>>;
  let needed = 0;
  try {
    // Keyword discovery: each search three times, once with its parameters in another order.
    const searches: [
      string,
      string,
      'keywords.similar' | 'keywords.related' | 'keywords.questions' | 'keywords.longtail',
    ][] = [
      [
        '/v1/keywords/similar?source=us&keyword=hiking%20boots&limit=50',
        '/v1/keywords/similar?limit=50&keyword=hiking%20boots&source=us',
        'keywords.similar',
      ],
      [
        '/v1/keywords/related?source=gb&keyword=tents&limit=20&sort=volume',
        '/v1/keywords/related?sort=volume&limit=20&source=gb&keyword=tents',
        'keywords.related',
      ],
      [
        '/v1/keywords/questions?source=us&keyword=rain%20jacket&limit=30',
        '/v1/keywords/questions?keyword=rain%20jacket&limit=30&source=us',
        'keywords.questions',
      ],
      [
        '/v1/keywords/longtail?source=us&keyword=sleeping%20bag&limit=100',
        '/v1/keywords/longtail?limit=100&source=us&keyword=sleeping%20bag',
        'keywords.longtail',
      ],
    ];
    for (const [a, b, op] of searches) {
      const first = await get(a);
      needed += creditsFor(op, (first.keywords as unknown[]).length);
      await get(b);
      await get(a);
    }
    // The export, twice.
    for (let i = 0; i < 2; i++) {
      const fd = new FormData();
      for (const k of ['tents', 'tarps', 'trekking poles']) fd.append('keywords[]', k);
      await fetch(`${base}/v1/keywords/export?source=us`, { method: 'POST', body: fd });
    }
    needed += creditsFor('keywords.export');
    // A SERP task: queued once, its results read while it runs and again after, the advanced result three times.
    const created = (await (
      await fetch(`${base}/v1/serp/classic/tasks`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          search_engine: 'web_search_engine_1',
          query: ['camping stove'],
          device: 'desktop',
          language_code: 'en',
          location_id: 2840,
        }),
      })
    ).json()) as { id: number }[];
    needed += creditsFor('serp.tasks.create', 1);
    const id = created[0]?.id;
    for (let i = 0; i < 20; i++) {
      const r = await get(`/v1/serp/classic/tasks?task_id=${id}`);
      if (r.status !== 'processing') break;
      await new Promise((res) => setTimeout(res, 100));
    }
    await get(`/v1/serp/classic/tasks?task_id=${id}`);
    for (let i = 0; i < 3; i++) await get(`/v1/serp/classic/tasks/results_advanced?task_id=${id}`);
    needed += creditsFor('serp.results.advanced');
    const spent = (await proxy.metering.summary()).today;
    return [
      { figure: 'credits.session_spent', value: spent, unit: 'credits' },
      { figure: 'credits.session_needed', value: needed, unit: 'credits' },
      {
        figure: 'credits.session_vs_needed',
        value: +(spent / needed).toFixed(2),
        unit: 'ratio',
        goal: '1.00',
      },
    ];
  } finally {
    server.closeAllConnections();
    server.close();
    await proxy.close();
  }
}
