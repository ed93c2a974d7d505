/**
 * The first reads of an address, started by the page's own HTML: without them a page's data waits for
 * the entry chunk, then the route chunk, then its code to run, before the first request leaves; on a phone that
 * is seconds. The browser's API layer takes each answer for the first read of the same URL (src/api/early.ts).
 *
 * Only reads that do not depend on the address's query string (filters, sorting and ranges change the URL the page
 * asks for) or on another answer; the same URLs the page's queries build (route-data.test.ts holds them to the
 * browser's builders). Every id in a path is digits only, so nothing from the address reaches the script unchecked.
 */

import { resolveRange, trendParams } from '../../lib/ai-range.ts';
import {
  detailFrameHtml,
  pageFrameHtml,
  type DetailHeadingId,
  type PageHeadingId,
} from '../../lib/page-headings.ts';
import { scriptJson } from './script-json.ts';

/** Read on every page of the team's frame: the server's status, the sites (from the audit list), the account. */
const SHELL = [
  '/api/local/status',
  '/api/data/v1/site-audit/audits?limit=1000',
  '/api/project/account/balance',
  '/api/project/account/subscription',
];

type Reads = (ids: string[], search: string) => string[];

const ROUTES: [pattern: string, reads: Reads][] = [
  [
    '/',
    () => [
      '/api/local/credits?limit=1',
      '/api/data/v1/serp/classic/tasks',
      '/api/backlinks/backlink-reports?limit=100',
    ],
  ],
  [
    '/reports/$',
    ([site]) => [
      `/api/project/sites/${site}/airt/llm`,
      `/api/local/annotations?site_id=${site}`,
      '/api/backlinks/backlink-reports?limit=100',
      `/api/project/checklist/${site}`,
    ],
  ],
  [
    '/sites/$/ai',
    ([site]) => [
      `/api/project/sites/${site}/airt/brands`,
      `/api/project/sites/${site}/airt/llm`,
      `/api/local/annotations?site_id=${site}`,
    ],
  ],
  [
    '/sites/$/ai/$',
    ([site, engine], search) => [
      `/api/project/sites/${site}/airt/llm/${engine}`,
      `/api/project/sites/${site}/airt/llm/${engine}/status`,
      `/api/local/annotations?site_id=${site}`,
      // the statistics tab in its default range (no range, tab or page in the address)
      ...(search ? [] : engineRangeReads(site, engine, new Date())),
    ],
  ],
  ['/sites/$/plan', ([site]) => [`/api/project/checklist/${site}`]],
  ['/audits', (_, search) => (search ? [] : ['/api/data/v1/site-audit/audits?limit=25&offset=0'])],
  ['/audits/$', ([a]) => auditReads(a, 'report', 'status')],
  [
    '/audits/$/pages',
    ([a], search) => [
      ...(search ? [] : [`/api/data/v1/site-audit/audits/pages?audit_id=${a}&limit=100&offset=0`]),
      ...auditReads(a, 'status'),
    ],
  ],
  [
    '/audits/$/links',
    ([a], search) => [
      ...(search
        ? []
        : [`/api/data/v1/site-audit/audits/links?audit_id=${a}&page_type=all&limit=100&offset=0`]),
      ...auditReads(a, 'status'),
    ],
  ],
  ['/audits/$/history', ([a]) => auditReads(a, 'status', 'report')],
  [
    '/serp',
    () => [
      '/api/data/v1/serp/classic/tasks',
      '/api/data/v1/serp/classic/locations',
      '/api/local/serp/archive',
    ],
  ],
  [
    '/serp/$',
    ([t]) => [`/api/data/v1/serp/classic/tasks?task_id=${t}`, '/api/data/v1/serp/classic/locations'],
  ],
  ['/backlinks', (_, search) => (search ? [] : ['/api/backlinks/backlink-reports?limit=20&offset=0'])],
  ['/backlinks/$', ([r]) => [`/api/backlinks/backlink-reports/${r}/overview`]],
  ['/groups', () => ['/api/project/site-groups']],
  ['/account', () => ['/api/project/account/profile', '/api/local/credits?limit=100']],
];

/**
 * An engine's statistics and its visibility trend in the default range (lib/ai-range.ts, as the page resolves it):
 * the reads its statistics tab makes first. Around midnight UTC the page may ask for another day, and the early
 * read is then not used (a read too many, nothing wrong shown).
 */
export function engineRangeReads(site: string | undefined, engine: string | undefined, now: Date): string[] {
  const range = resolveRange({}, now);
  const trend = trendParams(range);
  const llm = `/api/project/sites/${site}/airt/llm/${engine}`;
  return [
    `${llm}/statistics?from=${range.from}&to=${range.to}&top=${range.top}`,
    `${llm}/prompts/rankings?date_from=${trend.date_from}&date_to=${trend.date_to}&limit=${trend.limit}&offset=${trend.offset}`,
  ];
}

function auditReads(auditId: string | undefined, ...what: ('report' | 'status')[]): string[] {
  return what.map((w) => `/api/data/v1/site-audit/audits/${w}?audit_id=${auditId}`);
}

/** The ids of `pathname` when it has the shape of `pattern` (`$`: a number), or null. */
function matchIds(pattern: string, pathname: string): string[] | null {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const ids: string[] = [];
  for (const [i, w] of want.entries()) {
    const g = got[i] ?? '';
    if (w === '$') {
      if (!/^\d{1,15}$/.test(g)) return null;
      ids.push(g);
    } else if (w !== g) return null;
  }
  return ids;
}

/** A share link's holder: the hint cookie the link set (share-gate.ts), which keeps the team's frame out. */
const holdsShareLink = (cookie: string | undefined) => /(?:^|;\s*)sb_shared=1(?:;|$)/.test(cookie ?? '');

/**
 * The URLs to read early for an address. A share link's holder (the `sb_shared` hint cookie) reads only the
 * server's status: the link allows its report's reads and nothing else, and the page learns from the status where
 * it may go.
 */
export function earlyReads(pathname: string, search: string, cookie: string | undefined): string[] {
  if (holdsShareLink(cookie)) return ['/api/local/status'];
  const route = ROUTES.find(([pattern]) => matchIds(pattern, pathname));
  if (!route) return [];
  const ids = matchIds(route[0], pathname) ?? [];
  return [...new Set([...route[1](ids, search.replace(/^\?/, '')), ...SHELL])];
}

/**
 * index.html with a script that starts `urls` at once, at the head's top, before the styles (a classic script after
 * a linked stylesheet would wait for it; the build now inlines the styles, inline-styles.ts, but the order stays
 * safe either way). The answers wait in `window.__sbEarly` for the page's own reads; a failure there is the read's.
 */
export function withEarlyReads(html: string, urls: string[]): string {
  if (!urls.length) return html;
  const list = scriptJson(urls);
  const script =
    `<script>(function(){var e=window.__sbEarly={},h={accept:'application/json','x-searchboard':'1'};` +
    `${list}.forEach(function(u){var p=fetch(u,{headers:h,credentials:'same-origin'});p.catch(function(){});e[u]=p})})()</script>`;
  return html.replace('<title>', `${script}\n    <title>`);
}

/** The addresses whose page heading needs no data (lib/page-headings.ts), with or without a query string. */
const HEADINGS: [pattern: string, heading: PageHeadingId][] = [
  ['/', 'overview'],
  ['/sites/$/ai', 'ai'],
  ['/sites/$/plan', 'plan'],
  ['/audits', 'audits'],
  ['/keywords', 'keywords'],
  ['/serp', 'serp'],
  ['/backlinks', 'backlinks'],
  ['/groups', 'groups'],
  ['/account', 'account'],
];

/**
 * index.html with the address's page heading in its static frame, drawn as PageHeader draws it: the first paint
 * shows where the person is, and React's heading, the same words at the same size, does not count as a later
 * largest paint. A share link's holder, and any address not listed, keep the frame as it is.
 */
export function withPageHeading(html: string, pathname: string, cookie: string | undefined): string {
  if (holdsShareLink(cookie)) return html;
  const id = HEADINGS.find(([pattern]) => matchIds(pattern, pathname))?.[1];
  if (id) return html.replace('<!--page-heading-->', pageFrameHtml(id));
  for (const [pattern, kind, pick] of DETAILS) {
    const ids = matchIds(pattern, pathname);
    if (ids) return html.replace('<!--page-heading-->', detailFrameHtml(kind, ...pick(ids)));
  }
  return html;
}

/** The detail pages (lib/page-headings.ts DETAIL_HEADINGS): each with the ids of its heading and its back link. */
const DETAILS: [pattern: string, kind: DetailHeadingId, pick: (ids: string[]) => [string, string]][] = [
  ['/audits/$', 'audit', ([a = '']) => [a, '']],
  ['/audits/$/pages', 'audit', ([a = '']) => [a, '']],
  ['/audits/$/links', 'audit', ([a = '']) => [a, '']],
  ['/audits/$/history', 'audit', ([a = '']) => [a, '']],
  ['/backlinks/$', 'backlinkReport', ([r = '']) => [r, '']],
  ['/serp/$', 'serpTask', ([t = '']) => [t, '']],
  ['/sites/$/ai/$', 'engine', ([site = '', engine = '']) => [engine, site]],
  ['/reports/$', 'siteReport', ([site = '']) => [site, '']],
];
