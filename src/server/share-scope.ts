import type { Operation } from '../lib/operations.ts';

/**
 * What a read-only share link may call: the free reads of its one site. Pure, so the whole policy is readable
 * (and tested) in one place; share-gate.ts does the HTTP.
 *
 * Per site, as the spec scopes them:
 * - AI tracking and the marketing plan carry `site_id` in the path: allowed when it is the link's site.
 * - Audits are per audit (`audit_id` query): allowed when the audit's list item says `site_id` = the link's site.
 *   The audit list has no site filter in the spec, so its answer is filtered to the site's items.
 * - Backlink reports are per report: allowed when the report's target is on the site's domain (the domain of
 *   the site's audited URL, as the report page matches it). The list's answer is filtered the same way.
 * - Groups, account, keywords, SERP and the backlink price preview are not about one site: refused.
 */
export type Scope =
  | { kind: 'pass' }
  | { kind: 'refuse'; message: string }
  | { kind: 'audits-list' }
  | { kind: 'audit'; auditId: number }
  | { kind: 'backlinks-list' }
  | { kind: 'backlink-report'; reportId: string };

const PREFIX = 'This is a read-only shared report';
export const SHARE_REFUSALS = {
  write: `${PREFIX}: nothing can be changed from it.`,
  paid: `${PREFIX}: it cannot spend credits or money.`,
  otherSite: (siteId: number) => `${PREFIX}: it shows only site #${siteId}.`,
  outside: `${PREFIX}: this information is not part of it.`,
  gone: 'This share link has expired or was revoked. Ask the person who shared it for a new link.',
};

const refuse = (message: string): Scope => ({ kind: 'refuse', message });

/** For a service operation the proxy knows (`findOperation`), under a valid link of `siteId`. */
export function upstreamScope(
  op: Operation,
  params: Record<string, string>,
  query: URLSearchParams,
  siteId: number,
): Scope {
  if (op.method !== 'GET') return refuse(SHARE_REFUSALS.write);
  if (op.paid) return refuse(SHARE_REFUSALS.paid);
  if (params.site_id !== undefined) {
    return Number(params.site_id) === siteId ? { kind: 'pass' } : refuse(SHARE_REFUSALS.otherSite(siteId));
  }
  if (op.id === 'audits.list') return { kind: 'audits-list' };
  if (op.id.startsWith('audits.')) {
    // exactly one: an upstream that reads the last of repeated parameters must see the one checked here
    const ids = query.getAll('audit_id');
    const id = ids.length === 1 ? (ids[0] ?? '') : '';
    return /^\d{1,18}$/.test(id) ? { kind: 'audit', auditId: Number(id) } : refuse(SHARE_REFUSALS.outside);
  }
  if (op.id === 'backlinks.list') return { kind: 'backlinks-list' };
  if (params.report_id !== undefined) return { kind: 'backlink-report', reportId: params.report_id };
  return refuse(SHARE_REFUSALS.outside);
}

/**
 * For the proxy's own endpoints (`path` below /api/local): the status, and of the link's site its annotations and
 * its rank-tracking summary and trend (the report's positions section, read from the store), read only. A
 * keyword's history, the runs and every write stay out.
 */
export function localScope(method: string, path: string, query: URLSearchParams, siteId: number): Scope {
  if (method !== 'GET') return refuse(SHARE_REFUSALS.write);
  if (path === '/status') return { kind: 'pass' };
  if (path === '/annotations' || path === '/positions' || path === '/positions/trends') {
    const ids = query.getAll('site_id');
    return ids.length === 1 && ids[0] === String(siteId)
      ? { kind: 'pass' }
      : refuse(SHARE_REFUSALS.otherSite(siteId));
  }
  return refuse(SHARE_REFUSALS.outside);
}

/**
 * An id parameter given more than once or spelled another way (`audit_id=1&audit_id[]=2`, `Audit_ID=2`): the
 * gate checks one spelling, and an upstream that reads another (or the last) would see an id never checked.
 * Returns the offending name, or undefined.
 */
export function ambiguousId(query: URLSearchParams): string | undefined {
  const seen = new Set<string>();
  for (const name of query.keys()) {
    const plain = name
      .trim()
      .toLowerCase()
      .replace(/(\[[^\]]*\])+$/, '');
    if (plain !== 'id' && !plain.endsWith('_id')) continue;
    if (name !== plain || seen.has(plain)) return name;
    seen.add(plain);
  }
  return undefined;
}
