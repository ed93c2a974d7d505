import type { Operation } from '../../lib/operations.ts';
import { readableFrom, type ReportView } from './share-view.ts';

/**
 * What a reader limited to some sites may call: the free reads of those sites. A share link reads its one site,
 * bounded by the view it was made from; a client reads the sites given to them, every date. Pure, so the whole
 * policy is readable (and tested) in one place; share-gate.ts does the HTTP for both.
 *
 * Per site, as the spec scopes them:
 * - AI tracking and the marketing plan carry `site_id` in the path: allowed when it is one of the reader's sites.
 * - Audits are per audit (`audit_id` query): allowed when the audit's list item says `site_id` is one of them.
 *   The audit list has no site filter in the spec, so its answer is filtered to their items (it is also the
 *   dashboard's site list: the service has no list of sites).
 * - Backlink reports are per report: allowed when the report's target is on one of their sites' domains (the
 *   domains of the sites' audited URLs, as the report page matches them). The list's answer is filtered the same way.
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

/** What a refusal tells a reader, in their own terms (a link's holder, a client). */
export interface ScopeWords {
  write: string;
  paid: string;
  /** not about one site, or not part of what the reader sees */
  outside: string;
  /** another site's read: names the sites the reader may see */
  otherSite: string;
  /** the service's lists, which say whose an audit or a report is, could not be read */
  unchecked: string;
}

/** Whom a scope reads for: the sites they may see and, for a share link, the view that bounds its reads. */
export interface Reader {
  sites: ReadonlySet<number>;
  /** none: every section, engine and date of the sites */
  view: ReportView | null;
  says: ScopeWords;
}

/** The holder of a link of `siteId`, bounded by the link's view. */
export const linkReader = (siteId: number, view: ReportView | null = null): Reader => ({
  sites: new Set([siteId]),
  view,
  says: {
    write: SHARE_REFUSALS.write,
    paid: SHARE_REFUSALS.paid,
    outside: SHARE_REFUSALS.outside,
    otherSite: SHARE_REFUSALS.otherSite(siteId),
    unchecked: 'Searchboard could not check the shared report. Try again.',
  },
});

const refuse = (message: string): Scope => ({ kind: 'refuse', message });

/**
 * A site id as the service reads it, in its one spelling: `0101` or `1.01e2` are numbers equal to 101 that an
 * upstream parsing another way could read as another site.
 */
function siteOf(id: string | undefined): number | undefined {
  return id !== undefined && /^[1-9]\d{0,14}$/.test(id) ? Number(id) : undefined;
}

const mine = (reader: Reader, id: string | undefined) => {
  const site = siteOf(id);
  return site !== undefined && reader.sites.has(site);
};

/** For a service operation the proxy knows (`findOperation`), under a valid link of `siteId`. */
export const upstreamScope = (
  op: Operation,
  params: Record<string, string>,
  query: URLSearchParams,
  siteId: number,
  view: ReportView | null = null,
): Scope => readScope(op, params, query, linkReader(siteId, view));

/** For a service operation the proxy knows (`findOperation`), read by `reader`. */
export function readScope(
  op: Operation,
  params: Record<string, string>,
  query: URLSearchParams,
  reader: Reader,
): Scope {
  const { says } = reader;
  if (op.method !== 'GET') return refuse(says.write);
  if (op.paid) return refuse(says.paid);
  const outsideView = viewRefusal(op, params, query, reader.view);
  if (outsideView) return refuse(outsideView);
  switch (op.share?.site) {
    case 'path':
      return mine(reader, params.site_id) ? { kind: 'pass' } : refuse(says.otherSite);
    case 'audit-list':
      return { kind: 'audits-list' };
    case 'audit': {
      // exactly one: an upstream that reads the last of repeated parameters must see the one checked here
      const ids = query.getAll('audit_id');
      const id = ids.length === 1 ? (ids[0] ?? '') : '';
      return /^\d{1,18}$/.test(id) ? { kind: 'audit', auditId: Number(id) } : refuse(says.outside);
    }
    case 'report-list':
      return { kind: 'backlinks-list' };
    case 'report':
      return { kind: 'backlink-report', reportId: params.report_id ?? '' };
    default:
      return refuse(says.outside);
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
 * For the proxy's own endpoints (`path` below /api/local), under a valid link of `siteId`: the status, and of the
 * link's site its annotations and its rank-tracking summary and trend (the report's positions section, read from
 * the store), read only, when a section that draws them was shared. What they answer is cut to the view's dates
 * there (share-local.ts). A keyword's history, the runs and every write stay out.
 */
export const localScope = (
  method: string,
  path: string,
  query: URLSearchParams,
  siteId: number,
  view: ReportView | null = null,
): Scope => localReadScope(method, path, query, linkReader(siteId, view));

/** For the proxy's own endpoints, read by `reader`: the status, and the reads above of the reader's sites. */
export function localReadScope(method: string, path: string, query: URLSearchParams, reader: Reader): Scope {
  const { says, view } = reader;
  if (method !== 'GET') return refuse(says.write);
  if (path === '/status') return { kind: 'pass' };
  const drawnBy = LOCAL_SECTIONS[path];
  if (!drawnBy) return refuse(says.outside);
  const ids = query.getAll('site_id');
  if (ids.length !== 1 || !mine(reader, ids[0])) return refuse(says.otherSite);
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
