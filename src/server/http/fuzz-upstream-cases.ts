import { deeplyNested, int, pick, prng, type Rand } from './fuzz-cases.ts';

/**
 * For the hostile-upstream fuzz test: calls the dashboard makes whose answers the server reads (paid calls it
 * settles, audit statuses and lists, SERP results it archives, the backlink price it records), each paired with a
 * hostile answer from the upstream: numbers the store's columns cannot hold (3e9, 1e308, 1e999), NaN-ish strings,
 * negative counts, wrong types, `[]` for an object, strings holding a NUL, lists longer than asked for, deeply
 * nested, oversized or truncated JSON, and the wrong content type. Seeded: the same seed gives the same cases.
 */

export interface UpstreamCase {
  /** what the case tries, for the failure message */
  name: string;
  /** the dashboard's request to the server */
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** the upstream's answer to it */
  answer: { status: number; contentType: string; body: string };
}

/** Raw JSON texts of hostile numbers (text, so 1e999 and 400 digits stay as the upstream would send them). */
const NUMBERS = [
  '3e9',
  '1e308',
  '-1e308',
  '1e999',
  '-1e999',
  '-1',
  '-0',
  '1.5',
  '2147483648',
  '9007199254740993',
  '9'.repeat(400),
  '1e-320',
  '"3e9"',
  '"1e308"',
  '"NaN"',
  '"Infinity"',
  '"-5"',
  '""',
  '"12abc"',
  'null',
  'true',
  '[]',
  '{}',
  '[5]',
];
const STRINGS = ['"a\\u0000b"', `"${'s'.repeat(5000)}"`, '""', '[]', '{}', '1e308', 'null', '"\\ud800"'];
/** Audit ids the cases create and read, so a status can settle a creation's charge. */
const AUDIT_IDS = [7001, 7002, 7003, 7004, 7005];

/** A hostile number or string, as raw JSON text. */
export const hostileNumber = (r: Rand): string => pick(r, NUMBERS);
export const hostileString = (r: Rand): string => pick(r, STRINGS);

interface Template {
  /** the answer's JSON, `$N` and `$S` marking where a hostile number or string goes */
  text: string;
}

/** The whole body replaced: shapes no answer of the spec has. */
function hostileWhole(r: Rand, valid: string): string {
  const depth = pick(r, [64, 5000, 100_000]);
  return pick(r, [
    '[]',
    '{}',
    'null',
    '"x"',
    '0',
    '1e999',
    valid.slice(0, int(r, 0, Math.max(0, valid.length - 1))),
    ...deeplyNested(depth),
    `{"items":[],"pad":"${'p'.repeat(int(r, 500_000, 2_000_000))}"}`,
  ]);
}

/** Replaces each `$N` and `$S` mark: mostly with a plausible value, sometimes with a hostile one. */
function fill(r: Rand, t: Template, hostileShare: number): string {
  return t.text
    .replace(/\$N(\d*)/g, (_, plain: string) =>
      r() < hostileShare ? pick(r, NUMBERS) : plain || String(int(r, 0, 50)),
    )
    .replace(/\$S/g, () => (r() < hostileShare ? pick(r, STRINGS) : '"x"'));
}

function keywordRows(r: Rand, n: number): string {
  return `[${Array.from({ length: n }, (_, i) => `{"keyword":"k${i}","volume":$N,"cpc":$N}`).join(',')}]`.replace(
    /\$N/g,
    () => (r() < 0.2 ? pick(r, NUMBERS) : '10'),
  );
}

export function generateUpstreamCases(seed: number, count: number): UpstreamCase[] {
  const r = prng(seed);
  const audit = () => pick(r, AUDIT_IDS);
  type Generator = () => Omit<UpstreamCase, 'answer'> & { valid: Template };
  const status: Generator = () => ({
    name: 'audits.status',
    method: 'GET',
    path: `/api/data/v1/site-audit/audits/status?audit_id=${audit()}`,
    valid: {
      // mostly an ended crawl: the status that settles a charge and keeps a page count
      text: `{"status":"${pick(r, ['finished', 'finished', 'finished', 'cancelled', 'processing', 'queued'])}","total_pages":$N,"total_errors":$N,"total_warnings":$N,"total_passed":$N,"start_time":$S,"audit_time":"2026-11-2${int(r, 0, 8)} 10:00:00"}`,
    },
  });
  const generators: Generator[] = [
    // keyword discovery: charged per keyword returned (more than asked for, a list that is no list)
    () => {
      const kind = pick(r, ['similar', 'related', 'questions', 'longtail']);
      const limit = int(r, 1, 20);
      const rows = pick(r, [limit, limit + 1, 5000]);
      const list = r() < 0.8 ? keywordRows(r, Math.min(rows, 5000)) : pick(r, ['{}', '"x"', '[[]]', 'null']);
      return {
        name: `keywords.${kind} limit ${limit}`,
        method: 'GET',
        path: `/api/data/v1/keywords/${kind}?source=us&keyword=k${int(r, 1, 1e9)}&limit=${limit}`,
        valid: { text: `{"keywords":${list},"total":$N}` },
      };
    },
    // SERP tasks: created (charged per query), listed (reconciles), read (archived), advanced results (paid)
    () => {
      const n = int(r, 1, 3);
      const queries = Array.from({ length: n }, (_, i) => `q${int(r, 1, 1e9)}-${i}`);
      return {
        name: `serp.tasks.create ×${n}`,
        method: 'POST',
        path: '/api/data/v1/serp/classic/tasks',
        body: JSON.stringify({
          search_engine: 'web_search_engine_1',
          query: queries,
          device: 'desktop',
          language_code: 'en',
          location_id: 2840,
        }),
        valid: {
          text: `[${queries.map((q) => `{"id":$N,"query":"${q}","added":$S,"is_completed":false}`).join(',')}]`,
        },
      };
    },
    () => ({
      name: 'serp.tasks.list',
      method: 'GET',
      path: '/api/data/v1/serp/classic/tasks',
      valid: { text: '[{"id":$N,"query":$S,"added":$S,"is_completed":true},{"id":$N,"query":"q1-0"}]' },
    }),
    () => ({
      name: 'serp.tasks result',
      method: 'GET',
      path: `/api/data/v1/serp/classic/tasks?task_id=${int(r, 1, 1e9)}`,
      valid: {
        text:
          '{"request_metadata":{"keyword":$S,"device":$S,"location_id":$N,"language_code":$S,"crawled_at":$S},' +
          '"items":[{"type":"organic","rank_group":$N,"rank_absolute":$N,"domain":$S,"url":$S}],"items_count":$N}',
      },
    }),
    () => ({
      name: 'serp.results.advanced',
      method: 'GET',
      path: `/api/data/v1/serp/classic/tasks/results_advanced?task_id=${int(r, 1, 1e9)}`,
      valid: {
        text: pick(r, [
          '{"status":"processing"}',
          '{"status":$S,"request_metadata":{"keyword":$S,"location_id":$N},"items":[{"rank_group":$N}]}',
        ]),
      },
    }),
    // audits: created (opens a charge at its bound), rechecked, statuses that settle it, lists, history, report
    () => {
      const kind = pick(r, ['standard', 'advanced']);
      return {
        name: `audits.create.${kind}`,
        method: 'POST',
        path: `/api/data/v1/site-audit/audits/${kind}`,
        body: JSON.stringify({
          domain: `d${int(r, 1, 1e6)}.example.com`,
          title: 'Fuzz',
          settings: { max_pages: int(r, 1, 50) },
        }),
        valid: { text: r() < 0.6 ? `{"id":${audit()}}` : '{"id":$N}' },
      };
    },
    () => ({
      name: 'audits.recheck',
      method: 'POST',
      path: `/api/data/v1/site-audit/audits/recheck/${pick(r, ['standard', 'advanced'])}?audit_id=${audit()}`,
      valid: { text: '{"id":$N,"status":$S}' },
    }),
    status,
    () => ({
      name: 'audits.list',
      method: 'GET',
      path: `/api/data/v1/site-audit/audits?limit=${int(r, 1, 100)}`,
      valid: {
        text: `{"total":$N,"items":[{"id":$N,"url":$S,"status":"finished","last_update":$S},{"id":${audit()},"url":"d1.example.com","status":"finished","last_update":"2026-11-20 10:00:00"}]}`,
      },
    }),
    () => ({
      name: 'audits.history',
      method: 'GET',
      path: `/api/data/v1/site-audit/audits/history?audit_id=${audit()}&date=2026-11-${int(r, 10, 28)}`,
      valid: { text: '{"audit_time":$S,"totals":{"total_pages":$N},"message":$S}' },
    }),
    () => ({
      name: 'audits.report',
      method: 'GET',
      path: `/api/data/v1/site-audit/audits/report?audit_id=${audit()}`,
      valid: { text: '{"is_finished":true,"audit_time":$S,"total_pages":$N}' },
    }),
    // backlinks: the quoted price is recorded with the report's creation
    () => ({
      name: 'backlinks.info',
      method: 'GET',
      path: `/api/backlinks/backlink-reports/info?mode=domain&target=t${int(r, 1, 3)}.example.com`,
      valid: { text: '{"backlinks":$N,"domains":$N,"price":{"amount":$N,"currency":$S},"note":$S}' },
    }),
    () => ({
      name: 'backlinks.create',
      method: 'POST',
      path: '/api/backlinks/backlink-reports',
      body: JSON.stringify({ mode: 'domain', target: `t${int(r, 1, 3)}.example.com` }),
      valid: { text: '{"id":$N,"status":$S}' },
    }),
  ];
  // statuses twice as often: each one can settle a creation's charge
  const all = [...generators, status, status];
  return Array.from({ length: count }, () => {
    const { valid, ...c } = pick(r, all)();
    const roll = r();
    // most answers have the spec's shape with hostile fields; some are no such shape at all
    const body = roll < 0.7 ? fill(r, valid, 0.5) : hostileWhole(r, fill(r, valid, 0));
    const status = r() < 0.85 ? 200 : pick(r, [201, 202, 204, 400, 402, 404, 429, 503]);
    const contentType = r() < 0.9 ? 'application/json' : pick(r, ['text/html', 'text/plain', '']);
    return {
      ...c,
      name: `${c.name} → ${status} ${body.slice(0, 60)}`,
      answer: { status, contentType, body },
    };
  });
}
