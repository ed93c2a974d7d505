import type { Upstream } from '../http/config.ts';
import { bareDomain } from '../../lib/url-parts.ts';

/**
 * Which site an audit belongs to and which domain a backlink report targets, learnt from the free list
 * operations (audit list, backlink report list). Share links need it because per-audit and per-report reads
 * name no site, and the lists themselves have no site filter.
 *
 * Each list is read whole (every page, unfiltered) at most once per LIST_MS, and that one read serves every link
 * and every filter: a link's `search`, `date_start`, `date_end` or `query` is applied here, on the kept list, so a
 * holder trying new filters (or unknown ids) makes no upstream read, and what is kept is one copy of each list.
 */
export type FetchJson = (
  upstream: Upstream,
  pathAndQuery: string,
) => Promise<{ status: number; type: string; body: Buffer }>;

/**
 * How long a whole read serves: a new audit or report shows in a shared list within a minute, and an account's
 * 20 pages are read at most once a minute whatever its links ask.
 */
export const LIST_MS = 60_000;
/** an upstream refusal is kept this long, so a failing service is not asked again on each shared request */
const REFUSAL_MS = 5_000;
const PAGE = 1000;
/** 20 pages of 1000: as many audits as the dashboard's own site list reads (src/api/audits.ts) */
const MAX_PAGES = 20;

type Item = Record<string, unknown>;
type Which = 'audits' | 'reports';
/** A list read across pages: the first page's body and the items, or the upstream's refusal as it came. */
export type ListRead =
  { ok: true; body: Item; items: Item[] } | { ok: false; status: number; type: string; body: Buffer };

export function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

const text = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : '');
const one = (filters: URLSearchParams, name: string) => (filters.get(name) ?? '').trim();

/**
 * The list's own filters, as the spec gives them, applied to its items: the audit list's `search` matches the
 * title or URL and `date_start` / `date_end` bound the day of `last_update`; the report list's `query` matches the
 * target. Matching ignores case. Other parameters are not filters of these lists and are ignored.
 */
export function listFilter(which: Which, filters: URLSearchParams): (item: Item) => boolean {
  if (which === 'reports') {
    const q = one(filters, 'query').toLowerCase();
    return (r) => !q || text(r.target).includes(q);
  }
  const search = one(filters, 'search').toLowerCase();
  const from = one(filters, 'date_start');
  const to = one(filters, 'date_end');
  return (a) => {
    if (search && !text(a.title).includes(search) && !text(a.url).includes(search)) return false;
    const day = typeof a.last_update === 'string' ? a.last_update.slice(0, 10) : '';
    return (!from || day >= from) && (!to || day <= to);
  };
}

export class SiteDirectory {
  private auditSite = new Map<number, number>();
  private siteDomains = new Map<number, Set<string>>();
  private reportDomain = new Map<string, string>();
  private readonly lists: Record<Which, { at: number; lifetime: number; read?: Promise<ListRead> }> = {
    audits: { at: 0, lifetime: 0 },
    reports: { at: 0, lifetime: 0 },
  };

  constructor(
    private readonly fetchJson: FetchJson,
    private readonly data: Upstream,
    private readonly backlinks: Upstream,
    private readonly now: () => number = Date.now,
    private readonly page: number = PAGE,
  ) {}

  /** What a whole audit list says: each audit's site, each site's domains (replacing what an older read said). */
  private learnAudits(items: readonly Item[]): void {
    const auditSite = new Map<number, number>();
    const siteDomains = new Map<number, Set<string>>();
    for (const a of items) {
      const id = Number(a.id);
      const site = Number(a.site_id);
      if (!Number.isSafeInteger(id) || !Number.isSafeInteger(site)) continue;
      auditSite.set(id, site);
      if (typeof a.url === 'string' && bareDomain(a.url)) {
        const set = siteDomains.get(site) ?? new Set<string>();
        set.add(bareDomain(a.url));
        siteDomains.set(site, set);
      }
    }
    this.auditSite = auditSite;
    this.siteDomains = siteDomains;
  }

  private learnReports(reports: readonly Item[]): void {
    const reportDomain = new Map<string, string>();
    for (const r of reports)
      if (typeof r.target === 'string') reportDomain.set(String(r.id), bareDomain(r.target));
    this.reportDomain = reportDomain;
  }

  /** The site of an audit, or undefined when the audit list does not hold it. */
  async siteOfAudit(auditId: number): Promise<number | undefined> {
    await this.known('audits');
    return this.auditSite.get(auditId);
  }

  /** The bare domains of a site's audited URLs (as of the kept read). */
  async domainsOf(siteId: number): Promise<ReadonlySet<string>> {
    await this.known('audits');
    return this.siteDomains.get(siteId) ?? new Set();
  }

  async domainOfReport(reportId: string): Promise<string | undefined> {
    await this.known('reports');
    return this.reportDomain.get(reportId);
  }

  /**
   * A list's items that `keep` and the list's own filters accept (audits: `search`, `date_start`, `date_end`;
   * backlink reports: `query`), from the kept whole read: neither list of the spec has a site filter, so a site's
   * items may sit on any page. The answer is the first page's body (for its other fields) and the kept items; an
   * upstream refusal on any page is returned as it came, for the caller to pass on.
   */
  async listOf(which: Which, filters: URLSearchParams, keep: (item: Item) => boolean): Promise<ListRead> {
    const read = await this.readList(which);
    if (!read.ok) return read;
    const matches = listFilter(which, filters);
    return { ...read, items: read.items.filter((item) => keep(item) && matches(item)) };
  }

  /** The list's ids as of the kept read; an unreachable upstream leaves them unknown, so the gate refuses. */
  private async known(which: Which): Promise<void> {
    await this.readList(which).catch(() => undefined);
  }

  /** The kept whole read of a list while it is fresh, else one new read shared by every caller meanwhile. */
  private readList(which: Which): Promise<ListRead> {
    const kept = this.lists[which];
    if (kept.read && this.now() - kept.at < kept.lifetime) return kept.read;
    const read = this.readPages(which);
    kept.read = read;
    kept.at = this.now();
    kept.lifetime = LIST_MS;
    const mine = () => kept.read === read;
    read.then(
      (r) => {
        if (mine() && !r.ok) kept.lifetime = REFUSAL_MS;
      },
      () => {
        if (mine()) kept.lifetime = REFUSAL_MS;
      },
    );
    return read;
  }

  private async readPages(which: Which): Promise<ListRead> {
    const all: Item[] = [];
    let first: Item | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const q = new URLSearchParams({ limit: String(this.page), offset: String(page * this.page) });
      const r =
        which === 'audits'
          ? await this.fetchJson(this.data, `/v1/site-audit/audits?${q}`)
          : await this.fetchJson(this.backlinks, `/backlink-reports?${q}`);
      const body = r.status === 200 ? (parseJson(r.body) as Item | undefined) : undefined;
      const items = body?.[which === 'audits' ? 'items' : 'reports'];
      if (!body || !Array.isArray(items)) return { ok: false, ...r };
      first ??= body;
      all.push(...(items as Item[]));
      const total = Number(body[which === 'audits' ? 'total' : 'total_reports']);
      if (items.length < this.page || !(total > (page + 1) * this.page)) break;
    }
    if (which === 'audits') this.learnAudits(all);
    else this.learnReports(all);
    return { ok: true, body: first ?? {}, items: all };
  }
}
