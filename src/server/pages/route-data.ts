/**
 * The first reads of an address, started by the page's own HTML: without them a page's data waits for
 * the entry chunk, then the route chunk, then its code to run, before the first request leaves; on a phone that
 * is seconds. The browser's API layer takes each answer for the first read of the same URL (src/api/early.ts).
 *
 * What each address reads is the page's own plan (`features/<area>/first-reads.ts`, lib/first-reads.ts), made of
 * the builders its queries call with its own defaults; this module only matches the address and writes the
 * script. Only reads that do not depend on the address's query string or on another answer. Every id in a path
 * is digits only, so nothing from the address reaches the script unchecked.
 */

import { accountFirstReads } from '../../features/account/first-reads.ts';
import { aiFirstReads } from '../../features/ai/first-reads.ts';
import { alertsFirstReads } from '../../features/alerts/first-reads.ts';
import { auditsFirstReads } from '../../features/audits/first-reads.ts';
import { backlinksFirstReads } from '../../features/backlinks/first-reads.ts';
import { groupsFirstReads } from '../../features/groups/first-reads.ts';
import { overviewFirstReads } from '../../features/overview/first-reads.ts';
import { planFirstReads } from '../../features/plan/first-reads.ts';
import { reportsFirstReads } from '../../features/reports/first-reads.ts';
import { serpFirstReads } from '../../features/serp/first-reads.ts';
import { firstReadUrl, SHELL_READS, type RoutePlan } from '../../lib/first-reads.ts';
import {
  detailFrameHtml,
  pageFrameHtml,
  type DetailHeadingId,
  type PageHeadingId,
} from '../../lib/page-headings.ts';
import { scriptJson } from './script-json.ts';

/** Every address with first reads, as its page declares them. */
export const ROUTE_PLANS: readonly RoutePlan[] = [
  ...overviewFirstReads,
  ...reportsFirstReads,
  ...aiFirstReads,
  ...planFirstReads,
  ...auditsFirstReads,
  ...serpFirstReads,
  ...backlinksFirstReads,
  ...groupsFirstReads,
  ...accountFirstReads,
  ...alertsFirstReads,
];

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
export function earlyReads(
  pathname: string,
  search: string,
  cookie: string | undefined,
  now = new Date(),
): string[] {
  if (holdsShareLink(cookie)) return ['/api/local/status'];
  for (const plan of ROUTE_PLANS) {
    const ids = matchIds(plan.path, pathname);
    if (!ids) continue;
    const reads = [...plan.reads(ids, search.replace(/^\?/, ''), now), ...SHELL_READS];
    return [...new Set(reads.map(firstReadUrl))];
  }
  return [];
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
