import type { Upstream } from './config.ts';
import { bareDomain } from '../lib/url-parts.ts';

/**
 * Which site an audit belongs to and which domain a backlink report targets, learnt from the free list
 * operations (audit list, backlink report list). Share links need it because per-audit and per-report reads
 * name no site. Lists are read again at most every REFRESH_MS, so a link holder cannot make the proxy hammer
 * the upstream with unknown ids.
 */
export type FetchJson = (
  upstream: Upstream,
  pathAndQuery: string,
) => Promise<{ status: number; type: string; body: Buffer }>;

const REFRESH_MS = 10_000;
const PAGE = 1000;
/** 20 pages of 1000: as many audits as the dashboard's own site list reads (src/api/audits.ts) */
const MAX_PAGES = 20;

type Item = Record<string, unknown>;
/** A list read across pages: the first page's body and the items, or the upstream's refusal as it came. */
export type ListRead =
  { ok: true; body: Item; items: Item[] } | { ok: false; status: number; type: string; body: Buffer };
/** how many different list reads (list and filters) are kept at once */
const MAX_LISTS = 8;

export function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

export class SiteDirectory {
  private readonly auditSite = new Map<number, number>();
  private readonly siteDomains = new Map<number, Set<string>>();
  private readonly reportDomain = new Map<string, string>();
  private auditsRead: { at: number; pending?: Promise<void> } = { at: -Infinity };
  private reportsRead: { at: number; pending?: Promise<void> } = { at: -Infinity };
  private readonly lists = new Map<string, { at: number; read: Promise<ListRead> }>();

  constructor(
    private readonly fetchJson: FetchJson,
    private readonly data: Upstream,
    private readonly backlinks: Upstream,
    private readonly now: () => number = Date.now,
    private readonly page: number = PAGE,
  ) {}

  learnAudits(items: readonly Item[]): void {
    for (const a of items) {
      const id = Number(a.id);
      const site = Number(a.site_id);
      if (!Number.isSafeInteger(id) || !Number.isSafeInteger(site)) continue;
      this.auditSite.set(id, site);
      if (typeof a.url === 'string' && bareDomain(a.url)) {
        const set = this.siteDomains.get(site) ?? new Set<string>();
        set.add(bareDomain(a.url));
        this.siteDomains.set(site, set);
      }
    }
  }

  learnReports(reports: readonly Item[]): void {
    for (const r of reports)
      if (typeof r.target === 'string') this.reportDomain.set(String(r.id), bareDomain(r.target));
  }

  /** The site of an audit, or undefined when the audit list does not hold it. */
  async siteOfAudit(auditId: number): Promise<number | undefined> {
    if (!this.auditSite.has(auditId)) await this.refresh('audits');
    return this.auditSite.get(auditId);
  }

  /** The bare domains of a site's audited URLs (fresh within REFRESH_MS). */
  async domainsOf(siteId: number): Promise<ReadonlySet<string>> {
    await this.refresh('audits');
    return this.siteDomains.get(siteId) ?? new Set();
  }

  async domainOfReport(reportId: string): Promise<string | undefined> {
    if (!this.reportDomain.has(reportId)) await this.refresh('reports');
    return this.reportDomain.get(reportId);
  }

  /**
   * A list's items that `keep` accepts, read across the upstream's pages with the list's own filters (audits:
   * `search`, `date_start`, `date_end`; backlink reports: `query`): neither list of the spec has a site filter,
   * so a site's items may sit on any page. The answer is the first page's body (for its other fields) and the
   * kept items; an upstream refusal on any page is returned as it came, for the caller to pass on. A whole read
   * serves the same list and filters for REFRESH_MS, so a link holder cannot make the proxy read every page of
   * the account's lists on each request.
   */
  async listOf(
    which: 'audits' | 'reports',
    filters: URLSearchParams,
    keep: (item: Item) => boolean,
  ): Promise<ListRead> {
    const read = await this.readList(which, filters);
    return read.ok ? { ...read, items: read.items.filter(keep) } : read;
  }

  private readList(which: 'audits' | 'reports', filters: URLSearchParams): Promise<ListRead> {
    const key = `${which}?${filters}`;
    const hit = this.lists.get(key);
    if (hit && this.now() - hit.at < REFRESH_MS) return hit.read;
    const read = this.readPages(which, filters);
    this.lists.delete(key);
    this.lists.set(key, { at: this.now(), read });
    // refusals and failures are not kept: the next request asks again
    read.then(
      (r) => r.ok || this.lists.delete(key),
      () => this.lists.delete(key),
    );
    // the oldest read goes first (a Map keeps insertion order)
    for (const old of this.lists.keys()) {
      if (this.lists.size <= MAX_LISTS) break;
      this.lists.delete(old);
    }
    return read;
  }

  private async readPages(which: 'audits' | 'reports', filters: URLSearchParams): Promise<ListRead> {
    const all: Item[] = [];
    let first: Item | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const q = new URLSearchParams(filters);
      q.set('limit', String(this.page));
      q.set('offset', String(page * this.page));
      const r =
        which === 'audits'
          ? await this.fetchJson(this.data, `/v1/site-audit/audits?${q}`)
          : await this.fetchJson(this.backlinks, `/backlink-reports?${q}`);
      const body = r.status === 200 ? (parseJson(r.body) as Item | undefined) : undefined;
      const items = body?.[which === 'audits' ? 'items' : 'reports'];
      if (!body || !Array.isArray(items)) return { ok: false, ...r };
      first ??= body;
      if (which === 'audits') this.learnAudits(items as Item[]);
      else this.learnReports(items as Item[]);
      all.push(...(items as Item[]));
      const total = Number(body[which === 'audits' ? 'total' : 'total_reports']);
      if (items.length < this.page || !(total > (page + 1) * this.page)) break;
    }
    return { ok: true, body: first ?? {}, items: all };
  }

  private refresh(which: 'audits' | 'reports'): Promise<void> {
    const state = which === 'audits' ? this.auditsRead : this.reportsRead;
    if (state.pending) return state.pending;
    if (this.now() - state.at < REFRESH_MS) return Promise.resolve();
    // the whole list, unfiltered: the same read (and 10 s cache) a shared page's list answers from
    state.pending = this.readList(which, new URLSearchParams())
      .then(() => undefined)
      .catch(() => undefined) // an unreachable upstream: ids stay unknown, so the gate refuses
      .finally(() => {
        state.at = this.now();
        state.pending = undefined;
      });
    return state.pending;
  }
}
