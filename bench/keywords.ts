import { QueryClient } from '@tanstack/react-query';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureClient } from '../src/api/client.ts';
import type { DiscoveryParams, ExportInput, LongtailParams } from '../src/api/keyword-inputs.ts';
import { keywordsQueries } from '../src/api/keywords.ts';
import { discoveryOptions } from '../src/features/keywords/discovery-options.ts';
import { discoveryParams } from '../src/features/keywords/discovery-params.ts';
import { exportInput, parseKeywordList } from '../src/features/keywords/export-input.ts';
import { longtailParams } from '../src/features/keywords/longtail-params.ts';
import type { KeywordSearch } from '../src/features/keywords/search.ts';
import { creditsFor } from '../src/lib/credits.ts';
import { readConfig } from '../src/server/http/config.ts';
import { createProxy } from '../src/server/proxy/proxy.ts';
import type { Figure } from './figure.ts';

/**
 * `keywords.credits_vs_needed`: a scripted keyword-research session, run through the app's own data layer
 * (the query factories the buttons call, with the browser's saved answers in an in-memory localStorage)
 * against the proxy and its embedded sandbox. The session repeats what people repeat: the same export
 * again, a page visited twice, a reload of a shared link, a tab switch back, the same filters in another order.
 * Spent = what the proxy's ledger recorded; needed = each distinct search paid once, priced by the spec's
 * table from its answer. Requests are counted too: the proxy's own cache would hide repeats from the ledger,
 * so `keywords.requests_vs_needed` shows what the browser itself avoided.
 */

class MemoryStorage {
  private m = new Map<string, string>();
  get length() {
    return this.m.size;
  }
  key(i: number) {
    return [...this.m.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.m.set(k, String(v));
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
  clear() {
    this.m.clear();
  }
}

type Step =
  | { kind: 'export'; input: ExportInput }
  | { kind: 'similar' | 'related' | 'questions'; params: DiscoveryParams }
  | { kind: 'longtail'; params: LongtailParams };

/** What pressing the step's button does: the cached answer when fresh, else one request. */
function run(qc: QueryClient, s: Step): { key: unknown; answer: Promise<unknown> } {
  if (s.kind === 'export') {
    const o = keywordsQueries.export(s.input);
    return { key: o.queryKey, answer: qc.fetchQuery(o) };
  }
  if (s.kind === 'longtail') {
    const o = keywordsQueries.longtail(s.params);
    return { key: o.queryKey, answer: qc.fetchQuery(o) };
  }
  const o = discoveryOptions(s.kind, s.params);
  return { key: o.queryKey, answer: qc.fetchQuery(o) };
}

const seedSearch: KeywordSearch = {
  source: 'us',
  q: 'hiking boots',
  limit: 20,
  volume: '50..',
  intents: 'C,I',
};
const discovery = (s: KeywordSearch) => {
  const p = discoveryParams(s);
  if (!p) throw new Error('bench/keywords.ts: a scripted search does not pass the form checks');
  return p;
};
const longtail = (s: KeywordSearch) => {
  const p = longtailParams(s);
  if (!p) throw new Error('bench/keywords.ts: a scripted long-tail search does not pass the form checks');
  return p;
};

/** The session, as "page loads" (a reload empties React Query's memory) of the steps a person takes. */
function session(): Step[][] {
  const pasted = [
    ...Array.from({ length: 195 }, (_, i) => `hiking boots model ${i}`),
    'Hiking Boots',
    'hiking boots',
    '',
    'zzqxvbnm kkkk',
    'trail running shoes',
  ].join('\n');
  const exp: Step = { kind: 'export', input: exportInput('us', parseKeywordList(pasted).keywords, {}) };
  const similar = (s: KeywordSearch): Step => ({ kind: 'similar', params: discovery(s) });
  return [
    [
      exp,
      exp, // "Get metrics" pressed again
      similar(seedSearch),
      similar({ ...seedSearch, offset: 20 }),
      similar(seedSearch), // back to page 1
      { kind: 'related', params: discovery(seedSearch) },
    ],
    // reload of the shared link of page 2, then the same filters picked in another order
    [similar({ ...seedSearch, offset: 20 }), similar({ ...seedSearch, intents: 'I,C' })],
    [
      { kind: 'questions', params: discovery(seedSearch) },
      similar(seedSearch), // tab switch back
      { kind: 'longtail', params: longtail({ source: 'us', q: 'hiking boots', limit: 50 }) },
      { kind: 'longtail', params: longtail({ source: 'US', q: ' hiking  boots ', limit: 50 }) },
    ],
    // a new tab, the next morning: the same export from the saved answers
    [exp],
  ];
}

function cost(s: Step, data: unknown): number {
  if (s.kind === 'export') return creditsFor('keywords.export');
  const n = (data as { keywords: unknown[] }).keywords.length;
  return creditsFor(`keywords.${s.kind}`, n);
}

export async function keywordsFigures(): Promise<Figure[]> {
  const proxy = await createProxy({
    ...readConfig({}),
    sandboxDbPath: ':memory:',
    storeDir: ':memory:',
    budget: {},
    log: false,
  });
  const server: Server = createServer((req, res) => proxy.handle(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const hadStorage = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true });
  let sent = 0;
  configureClient({
    origin,
    fetch: (input, init) => {
      if (String(input).includes('/api/data/v1/keywords/')) sent++;
      return fetch(input, init);
    },
  });
  try {
    const needed = new Map<string, number>();
    for (const load of session()) {
      const qc = new QueryClient();
      for (const step of load) {
        const { key, answer } = run(qc, step);
        // the factories keep where an answer came from beside it (api/answer.ts)
        const { data } = (await answer) as { data: unknown };
        const id = JSON.stringify(key);
        if (!needed.has(id)) needed.set(id, cost(step, data));
      }
    }
    const summary = (await (
      await fetch(`${origin}/api/local/credits`, { headers: { 'x-searchboard': '1' } })
    ).json()) as { today: number };
    const creditsNeeded = [...needed.values()].reduce((a, b) => a + b, 0);
    const ratio = (a: number, b: number) => +(a / Math.max(b, 1)).toFixed(2);
    return [
      { figure: 'keywords.requests_sent', value: sent, unit: 'requests' },
      { figure: 'keywords.requests_needed', value: needed.size, unit: 'requests' },
      { figure: 'keywords.requests_vs_needed', value: ratio(sent, needed.size), unit: 'ratio', goal: '1.00' },
      { figure: 'keywords.credits_spent', value: summary.today, unit: 'credits' },
      { figure: 'keywords.credits_needed', value: creditsNeeded, unit: 'credits' },
      {
        figure: 'keywords.credits_vs_needed',
        value: ratio(summary.today, creditsNeeded),
        unit: 'ratio',
        goal: '1.00',
      },
    ];
  } finally {
    if (hadStorage) Object.defineProperty(globalThis, 'localStorage', hadStorage);
    else delete (globalThis as { localStorage?: unknown }).localStorage;
    configureClient({ origin: '', fetch: (...args) => globalThis.fetch(...args) });
    server.close();
    await proxy.close();
  }
}
