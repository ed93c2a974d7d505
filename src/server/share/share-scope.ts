import type { Operation } from '../../lib/operations.ts';
import { readableFrom, type ReportView } from './share-view.ts';

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
  section: (name: string) => `${PREFIX}: its ${name} section was not shared.`,
  engine: (id: number) => `${PREFIX}: it shows AI engine #${id} only.`,
  range: (v: ReportView) => `${PREFIX}: it shows ${v.from} to ${v.to} only.`,
  tooFast: (seconds: number) =>
    `Too many requests through this shared report at once. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
};

/**
 * The view the link was made from bounds what its holder can read, whatever the page asks ("the holder cannot
 * widen it"): a section not shared (the operation table's `share.section`), another engine than the one shared, or
 * dates outside the shared range and the period before it that the report compares with (`readableFrom`), or none
 * (which would let the service choose its default range), are refused.
 */
export function viewRefusal(
  op: Operation,
  params: Record<string, string>,
  query: URLSearchParams,
  view: ReportView | null,
): string | undefined {
  if (!view) return undefined;
  const section = op.share?.section;
  if (section && !view.sections.includes(section)) return SHARE_REFUSALS.section(section);
  // an AI read that names an engine: the engine's id is `id` or `llm_id` in the path
  const engineId = params.id ?? params.llm_id;
  if (section === 'ai' && engineId !== undefined && view.engine !== null && Number(engineId) !== view.engine)
    return SHARE_REFUSALS.engine(view.engine);
  const names = op.share?.dates;
  if (names) {
    const from = query.getAll(names[0]);
    const to = query.getAll(names[1]);
    const ok =
      from.length === 1 &&
      to.length === 1 &&
      (from[0] ?? '') >= readableFrom(view) &&
      (to[0] ?? '') <= view.to &&
      /^\d{4}-\d{2}-\d{2}$/.test(from[0] ?? '') &&
      /^\d{4}-\d{2}-\d{2}$/.test(to[0] ?? '');
    if (!ok) return SHARE_REFUSALS.range(view);
  }
  return undefined;
}

const refuse = (message: string): Scope => ({ kind: 'refuse', message });

/** For a service operation the proxy knows (`findOperation`), under a valid link of `siteId`. */
export function upstreamScope(
  op: Operation,
  params: Record<string, string>,
  query: URLSearchParams,
  siteId: number,
  view: ReportView | null = null,
): Scope {
  if (op.method !== 'GET') return refuse(SHARE_REFUSALS.write);
  if (op.paid) return refuse(SHARE_REFUSALS.paid);
  const outsideView = viewRefusal(op, params, query, view);
  if (outsideView) return refuse(outsideView);
  switch (op.share?.site) {
    case 'path':
      return Number(params.site_id) === siteId ? { kind: 'pass' } : refuse(SHARE_REFUSALS.otherSite(siteId));
    case 'audit-list':
      return { kind: 'audits-list' };
    case 'audit': {
      // exactly one: an upstream that reads the last of repeated parameters must see the one checked here
      const ids = query.getAll('audit_id');
      const id = ids.length === 1 ? (ids[0] ?? '') : '';
      return /^\d{1,18}$/.test(id) ? { kind: 'audit', auditId: Number(id) } : refuse(SHARE_REFUSALS.outside);
    }
    case 'report-list':
      return { kind: 'backlinks-list' };
    case 'report':
      return { kind: 'backlink-report', reportId: params.report_id ?? '' };
    default:
      return refuse(SHARE_REFUSALS.outside);
  }
}

/** The report sections that draw each local read a link may make: one of them must be shared. */
const LOCAL_SECTIONS: Partial<Record<string, readonly string[]>> = {
  // the AI section lists the annotations, the rank-tracking chart marks them
  '/annotations': ['ai', 'positions'],
  '/positions': ['positions'],
  '/positions/trends': ['positions'],
};

/**
 * For the proxy's own endpoints (`path` below /api/local): the status, and of the link's site its annotations and
 * its rank-tracking summary and trend (the report's positions section, read from the store), read only, when a
 * section that draws them was shared. What they answer is cut to the view's dates there (share-local.ts). A
 * keyword's history, the runs and every write stay out.
 */
export function localScope(
  method: string,
  path: string,
  query: URLSearchParams,
  siteId: number,
  view: ReportView | null = null,
): Scope {
  if (method !== 'GET') return refuse(SHARE_REFUSALS.write);
  if (path === '/status') return { kind: 'pass' };
  const drawnBy = LOCAL_SECTIONS[path];
  if (!drawnBy) return refuse(SHARE_REFUSALS.outside);
  const ids = query.getAll('site_id');
  if (ids.length !== 1 || ids[0] !== String(siteId)) return refuse(SHARE_REFUSALS.otherSite(siteId));
  if (view && !drawnBy.some((s) => view.sections.includes(s)))
    return refuse(SHARE_REFUSALS.section(drawnBy.at(-1) ?? path));
  return { kind: 'pass' };
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
