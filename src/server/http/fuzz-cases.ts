import { OPERATIONS, type Operation, type OperationId } from '../../lib/operations.ts';

/**
 * For the fuzz test: hostile requests from a seeded generator, written as raw HTTP so nothing normalises them.
 * Every case is one the server must refuse (4xx): malformed request lines and URLs, every operation's body with
 * fields replaced by an object, an array, a huge number, deep nesting or an overlong string, wrong content types,
 * duplicate and re-spelled parameters, bodies over their limits, foreign Hosts and missing headers.
 */

/** mulberry32: small, fast, and the same sequence for the same seed */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Case {
  /** what the case tries, for the failure message */
  name: string;
  raw: Buffer;
}

export interface Target {
  port: number;
  /** the team session cookie (team mode) */
  cookie?: string;
}

export type Rand = () => number;
export const pick = <T>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;
export const int = (r: Rand, min: number, max: number) => min + Math.floor(r() * (max - min + 1));

/** JSON nested `depth` deep, as arrays and as objects (objects at most 20,000 deep): parsers that recurse fall over. */
export const deeplyNested = (depth: number): string[] => [
  '['.repeat(depth) + ']'.repeat(depth),
  '{"a":'.repeat(Math.min(depth, 20_000)) + '1' + '}'.repeat(Math.min(depth, 20_000)),
];

/** An id no seeded site, engine, group, task or report has: a free operation on it is the service's 404. */
const MISSING = '987654';

/** Raw JSON texts a field is replaced with (a string of JSON, so huge numbers and deep nesting stay as sent). */
function hostileJson(r: Rand, strings = true): string {
  const depth = pick(r, [64, 5000, 200_000]);
  return pick(r, [
    '{"toString":1}',
    '[{"toString":1}]',
    '{"__proto__":{"admin":true}}',
    '[]',
    '{}',
    '1e309',
    '-1e308',
    '9'.repeat(400),
    '1.5',
    '-1',
    // an overlong string is hostile only where a length is bounded (the paid bodies, the local ones)
    strings ? '"' + 'x'.repeat(int(r, 3000, 9000)) + '"' : '[[]]',
    ...deeplyNested(depth),
  ]);
}

/** Plausible bodies of the JSON operations: the fuzz replaces their fields. */
const BASE_BODIES: Record<string, Record<string, unknown>> = {
  'audits.create.standard': {
    domain: 'example.com',
    title: 'Fuzz',
    settings: { max_pages: 10, check_robots: 1 },
  },
  'audits.create.advanced': { domain: 'example.com', title: 'Fuzz', settings: { max_pages: 10 } },
  'serp.tasks.create': {
    search_engine: 'web_search_engine_1',
    query: ['tents'],
    device: 'desktop',
    language_code: 'en',
    location_id: 2840,
    tag: 'fuzz',
  },
  'backlinks.create': { mode: 'domain', target: 'example.com' },
  'backlinks.update': { report_id: 1 },
} satisfies Partial<Record<OperationId, Record<string, unknown>>>;
const GENERIC_BODY = {
  name: 'fuzz',
  title: 'fuzz',
  url: 'https://example.com/',
  brand: 'fuzz',
  prompts: ['x'],
};

function fillPath(op: Operation): string {
  const path = op.path.replace(/:[a-z_]+/g, MISSING);
  const api = `/api/${op.base}${path}`;
  // an operation that names its audit by the `audit_id` query
  if (op.share?.site === 'audit') return `${api}?audit_id=${MISSING}`;
  return api;
}

/** The body with field `field` (or, for a free operation, every field) replaced by raw hostile JSON. */
function mutatedBody(r: Rand, op: Operation): string {
  const base = BASE_BODIES[op.id];
  const body: Record<string, unknown> = structuredClone(base ?? GENERIC_BODY);
  const marks: string[] = [];
  const mark = () => {
    const m = `__FUZZ_${marks.length}__`;
    marks.push(m);
    return m;
  };
  if (base) {
    // a paid body, checked by the proxy's schema: one field (maybe a nested one) replaced
    const keys = Object.keys(body);
    const key = pick(r, keys);
    const inner = body[key];
    if (inner && typeof inner === 'object' && !Array.isArray(inner) && r() < 0.5) {
      const sub = inner as Record<string, unknown>;
      sub[pick(r, Object.keys(sub))] = mark();
    } else if (Array.isArray(inner) && r() < 0.5) {
      inner[0] = mark();
    } else body[key] = mark();
  } else {
    // a free body goes to the service, which judges it: every field replaced, so none of it can be valid
    for (const key of Object.keys(body)) body[key] = mark();
  }
  let text = JSON.stringify(body);
  for (const m of marks) text = text.replace(`"${m}"`, hostileJson(r, Boolean(base)));
  return text;
}

const JSON_TYPES = [
  'application/json',
  'application/JSON',
  'text/plain',
  '',
  'application/json; charset=utf-8',
];
const WRONG_TYPES = [
  'application/xml',
  'multipart/form-data; boundary=fuzz',
  'application/x-www-form-urlencoded',
  'image/png',
  'text/html',
];

export function generateCases(seed: number, count: number, target: Target): Case[] {
  const r = prng(seed);
  const host = `127.0.0.1:${target.port}`;

  function request(
    method: string,
    path: string,
    opts: { body?: string | Buffer; type?: string; headers?: string[]; bare?: boolean } = {},
  ): Buffer {
    const lines = [`${method} ${path} HTTP/1.1`];
    if (!opts.bare) {
      lines.push(`host: ${host}`, 'x-searchboard: 1');
      if (target.cookie) lines.push(`cookie: ${target.cookie}`);
    }
    lines.push(...(opts.headers ?? []));
    const body = opts.body === undefined ? Buffer.alloc(0) : Buffer.from(opts.body);
    if (opts.type) lines.push(`content-type: ${opts.type}`);
    if (opts.body !== undefined) lines.push(`content-length: ${body.length}`);
    lines.push('connection: close', '', '');
    return Buffer.concat([Buffer.from(lines.join('\r\n'), 'latin1'), body]);
  }

  const jsonOps = OPERATIONS.filter((o) => o.body === 'json');
  const paidGets = OPERATIONS.filter((o) => o.paid && o.method === 'GET');
  const generators: (() => Case)[] = [
    // every JSON operation, a field replaced, under a JSON-like content type
    () => {
      const op = pick(r, jsonOps);
      const type = pick(r, JSON_TYPES);
      return {
        name: `${op.id} body (${type || 'no type'})`,
        raw: request(op.method, fillPath(op), { body: mutatedBody(r, op), type }),
      };
    },
    // the same under a content type that is not JSON
    () => {
      const op = pick(r, jsonOps);
      const type = pick(r, WRONG_TYPES);
      return {
        name: `${op.id} body as ${type}`,
        raw: request(op.method, fillPath(op), { body: mutatedBody(r, op), type }),
      };
    },
    // the paid reads' queries: duplicate, re-spelled, non-integer, huge, missing
    () => {
      const op = pick(r, paidGets);
      // a discovery search counts its page size; the advanced result names its task
      const base = op.bound?.from === 'query' ? 'source=us&keyword=tents&limit=5' : 'task_id=1';
      const bad = pick(r, [
        `${base}&limit=1000`,
        `${base}&limit[]=1000`,
        `${base}&Limit=1000`,
        'source=us&keyword=tents&limit=1.5',
        'source=us&keyword=tents&limit=-1',
        `source=us&keyword=tents&limit=${'9'.repeat(40)}`,
        'source=us&limit=5',
        'source=us&keyword=&limit=5',
        `source=us&keyword=${'k'.repeat(300)}&limit=5`,
        'task_id=1&task_id=2',
        'task_id=1.5',
        'task_id[]=1',
        `source=us&keyword=tents&limit=5&offset=${'1'.repeat(30)}`,
        'source=us&source=gb&keyword=tents',
      ]);
      return {
        name: `${op.id}?${bad.slice(0, 60)}`,
        raw: request('GET', `/api/${op.base}${op.path}?${bad}`),
      };
    },
    // the keyword export's form
    () => {
      const boundary = 'fuzzboundary';
      const part = (name: string, value: string, file = false) =>
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"${file ? '; filename="a.txt"' : ''}\r\n\r\n${value}\r\n`;
      const body = pick(r, [
        part('sort', 'volume') + part('sort', 'cpc'),
        part('keywords[]', 'x', true),
        part('keywords[]', ''),
        Array.from({ length: 5001 }, (_, i) => part('keywords[]', `k${i}`)).join(''),
        part('keywords[]', 'x'.repeat(300)),
        part('unknown', 'x') + part('keywords[]', 'tents'),
        part('keywords[]', 'tents').slice(0, 30),
      ]);
      const type = pick(r, [`multipart/form-data; boundary=${boundary}`, 'application/json', 'text/plain']);
      return {
        name: `keywords.export form (${type.split(';')[0]})`,
        raw: request('POST', '/api/data/v1/keywords/export?source=us', {
          body: body + `--${boundary}--\r\n`,
          type,
        }),
      };
    },
    // the audit recheck's query
    () => {
      const q = pick(r, [
        'audit_id=1.5',
        'audit_id=1&audit_id=2',
        'audit_id[]=1',
        'Audit_ID=1',
        '',
        'audit_id=-1',
      ]);
      const kind = pick(r, ['standard', 'advanced']);
      return {
        name: `audits.recheck.${kind}?${q}`,
        raw: request('POST', `/api/data/v1/site-audit/audits/recheck/${kind}?${q}`),
      };
    },
    // the local API: query parameters, bodies, sizes
    () => {
      const value = pick(r, ['1.5', '0', '-1', 'abc', '', '1e3', '9'.repeat(30), '1&limit=2', '[]', '%00']);
      const siteValue = value.replace('limit', 'site_id');
      const choice = pick(r, [
        'credits',
        'annotations',
        'shares',
        'annotation-body',
        'share-body',
        'big',
        'id',
      ]);
      if (choice === 'credits')
        return { name: `credits?limit=${value}`, raw: request('GET', `/api/local/credits?limit=${value}`) };
      if (choice === 'annotations' || choice === 'shares')
        return {
          name: `${choice}?site_id=${siteValue}`,
          raw: request('GET', `/api/local/${choice}?site_id=${siteValue}`),
        };
      if (choice === 'annotation-body') {
        const body = `{"date":${hostileJson(r)},"label":${hostileJson(r)},"note":${hostileJson(r)}}`;
        return {
          name: 'annotation body',
          raw: request('POST', '/api/local/annotations?site_id=101', { body, type: pick(r, JSON_TYPES) }),
        };
      }
      if (choice === 'share-body') {
        const body = `{"site_id":${hostileJson(r)},"expires_in_days":${hostileJson(r)},"label":${hostileJson(r)}}`;
        return {
          name: 'share body',
          raw: request('POST', '/api/local/shares', { body, type: 'application/json' }),
        };
      }
      if (choice === 'big') {
        const body = JSON.stringify({
          date: '2026-11-01',
          label: 'x',
          note: 'n'.repeat(int(r, 17_000, 200_000)),
        });
        return {
          name: 'annotation over 16 KB',
          raw: request('POST', '/api/local/annotations?site_id=101', { body, type: 'application/json' }),
        };
      }
      const method = pick(r, ['PUT', 'DELETE', 'PATCH', 'POST']);
      return {
        name: `${method} annotations/${value}`,
        raw: request(method, `/api/local/annotations/${value}`),
      };
    },
    // malformed request lines and URLs
    () => {
      const t = pick(r, [
        '//',
        'http://[',
        '//evil.example/api/local/credits',
        `http://${host}/api/local/credits?limit=1.5`,
        '*',
        '/%',
        '/%zz',
        '/api/data/%2e%2e/%2e%2e/etc/passwd',
        '/api/data//v1/keywords/similar',
        '/api/project/sites/1/airt/llm/..',
        '/api/data/v1/keywords/similar%00',
        '/share/%',
        `/share/${'a'.repeat(int(r, 100, 6000))}`,
        '/api/local/annotations/1.5',
        '/api/',
        '/api/local/',
        '/api/nothing',
        `/api/${Array.from({ length: int(r, 1, 40) }, () => pick(r, ['%', '..', '/', 'a', '%2f', '~', '%ff'])).join('')}`,
      ]);
      return {
        name: `request target ${t.slice(0, 60)}`,
        raw: request(pick(r, ['GET', 'POST', 'DELETE']), t),
      };
    },
    // requests no HTTP client sends
    () => {
      const raw = pick(r, [
        `GET /api/local/status HTTP/1.1\r\nhost: ${host}\r\nhost: evil.example\r\nx-searchboard: 1\r\nconnection: close\r\n\r\n`,
        `GET /api/local/status HTTP/1.1\r\nhost: evil.example\r\nx-searchboard: 1\r\nconnection: close\r\n\r\n`,
        `GET /api/local/status HTTP/1.1\r\nhost: localhost\r\nx-searchboard: 1\r\nconnection: close\r\n\r\n`,
        `GET /api/local/status HTTP/1.1\r\nhost: ${host}\r\nconnection: close\r\n\r\n`,
        `GET /api/local/status HTTP/1.1\r\nhost: ${host}\r\nx-searchboard: 2\r\nconnection: close\r\n\r\n`,
        `GET /api/data/v1/keywords/similar?source=us&keyword=x HTTP/1.1\r\nhost: ${host}\r\nx-searchboard: 1\r\nsec-fetch-site: cross-site\r\nconnection: close\r\n\r\n`,
        `GET /api/local/credits HTTP/1.1\r\nhost: ${host}\r\nx-searchboard: 1\r\nsec-fetch-site: same-site\r\nconnection: close\r\n\r\n`,
        `POST /api/local/annotations?site_id=101 HTTP/1.1\r\nhost: ${host}\r\nx-searchboard: 1\r\ncontent-length: -1\r\nconnection: close\r\n\r\n`,
        `POST /api/local/annotations?site_id=101 HTTP/1.1\r\nhost: ${host}\r\nx-searchboard: 1\r\ncontent-length: 5\r\ntransfer-encoding: chunked\r\nconnection: close\r\n\r\n0\r\n\r\n`,
        `GET /api/local/status HTTP/1.1\r\nhost: ${host}\r\nx-big: ${'b'.repeat(20_000)}\r\nconnection: close\r\n\r\n`,
        `GET /api/local/status\u0001 HTTP/1.1\r\nhost: ${host}\r\nconnection: close\r\n\r\n`,
        `FUZZ /api/local/status HTTP/1.1\r\nhost: ${host}\r\nconnection: close\r\n\r\n`,
        `GET /api/local/status HTTP/1.1\r\nhost: ${host}\r\nx-searchboard: 1\r\nbad header\r\nconnection: close\r\n\r\n`,
      ]);
      return { name: `raw ${JSON.stringify(raw.slice(0, 70))}`, raw: Buffer.from(raw, 'latin1') };
    },
  ];
  return Array.from({ length: count }, () => pick(r, generators)());
}

/**
 * What a client given site 101 must never see of the account's other sites: their domains, and the site and audit
 * ids their data carries (sites 102-104, their audits).
 */
export const OTHER_SITES_DATA =
  /bloom-botanics|quantaledger|bazaarline|"site_id"\s*:\s*"?10[234]\b|\b510[2346]\b/i;

/** Site 102 (or 103), as a request may spell it to slip past a check that reads it one way. */
const OTHER_SITE = ['102', '0102', '102.0', '1.02e2', '%31%30%32', '102%00', '+102', '103', '0x66', '102/'];
const OTHER_AUDIT = [
  'audit_id=5102',
  'audit_id=05102',
  'audit_id=5102.0',
  'audit_id=5101&audit_id=5102',
  'audit_id=5102&audit_id=5101',
  'audit_id[]=5102',
  'audit_id=5101&audit_id[]=5102',
  'Audit_ID=5102',
  'audit_id=%35%31%30%32',
  'audit_id=5106',
  'audit_id=5103',
];
const OTHER_REPORT = ['2', '5', '02', '2.0', '%32', '3', '%202'];
const OTHER_LOCAL_SITE = [
  'site_id=102',
  'site_id=0102',
  'site_id=101&site_id=102',
  'site_id=102&site_id=101',
  'site_id[]=102',
  'Site_ID=102',
  'site_id=102.0',
  'site_id=%31%30%32',
];

/**
 * For a client given site 101: reads of the other sites' data in every spelling, each of which must be refused
 * (`mayPass` unset), and the lists they may read with hostile filters (`mayPass`: answered, cut to their site).
 */
export function otherSiteCases(seed: number, count: number, target: Target): (Case & { mayPass?: true })[] {
  const r = prng(seed);
  const get = (path: string): Buffer => {
    const lines = [`GET ${path} HTTP/1.1`, `host: 127.0.0.1:${target.port}`, 'x-searchboard: 1'];
    if (target.cookie) lines.push(`cookie: ${target.cookie}`);
    lines.push('connection: close', '', '');
    return Buffer.from(lines.join('\r\n'), 'latin1');
  };
  const one = (name: string, path: string, mayPass?: true) => ({
    name,
    raw: get(path),
    ...(mayPass && { mayPass }),
  });
  const generators: (() => Case & { mayPass?: true })[] = [
    () => {
      const site = pick(r, OTHER_SITE);
      const tail = pick(r, [
        '/airt/llm',
        '/airt/brands',
        '/airt/llm/306',
        '/airt/llm/306/prompts',
        '/airt/llm/307/statistics',
      ]);
      return one(`site ${site}${tail}`, `/api/project/sites/${site}${tail}`);
    },
    // the client's own site in the path, another site's engine after it
    () =>
      one('engine of 102 under 101', `/api/project/sites/101/airt/llm/${pick(r, ['306', '307'])}/statistics`),
    () => {
      const site = pick(r, OTHER_SITE);
      return one(`checklist ${site}`, `/api/project/checklist/${site}`);
    },
    () => {
      const q = pick(r, OTHER_AUDIT);
      const what = pick(r, ['report', 'pages', 'issue-pages', 'issues', 'links', 'status', 'history']);
      return one(`audits/${what}?${q}`, `/api/data/v1/site-audit/audits/${what}?${q}&date=2026-11-01`);
    },
    () => {
      const id = pick(r, OTHER_REPORT);
      const what = pick(r, ['overview', 'backlinks', 'domains', 'anchors']);
      return one(`backlink report ${id}/${what}`, `/api/backlinks/backlink-reports/${id}/${what}`);
    },
    () => {
      const q = pick(r, OTHER_LOCAL_SITE);
      const what = pick(r, ['annotations', 'positions', 'positions/trends', 'positions/history', 'shares']);
      return one(`local ${what}?${q}`, `/api/local/${what}?${q}&days=30&keyword_id=1`);
    },
    // the lists they may read, with filters naming another site: their own items only, or a refusal
    () => {
      const q = pick(r, [
        'limit=1000&offset=0',
        'search=bloom',
        'search=bloom-botanics.co.uk&limit=1000',
        'limit=1&offset=1',
        'site_id=102',
        'date_start=2000-01-01&date_end=2100-01-01',
      ]);
      return one(`audit list ?${q}`, `/api/data/v1/site-audit/audits?${q}`, true);
    },
    () => {
      const q = pick(r, [
        'limit=100',
        'query=bloom',
        'query=bloom-botanics.co.uk',
        'target=bloom-botanics.co.uk',
      ]);
      return one(`backlink report list ?${q}`, `/api/backlinks/backlink-reports?${q}`, true);
    },
  ];
  return Array.from({ length: count }, () => pick(r, generators)());
}
