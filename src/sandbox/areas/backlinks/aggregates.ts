import { backlinkAt, buildModel, type ReportModel, type ReportRow } from './model.ts';
import type { RefDomain } from './words.ts';

/**
 * Domain and anchor lists and the overview are computed from one pass over the generated rows, so their
 * counts, dates and flags agree with the backlinks list. The pass is cached per report version.
 */

export interface DomainItem {
  id: number;
  domain_inlink_rank: number;
  backlinks: number;
  first_seen: string;
  lost_date: string | null;
  domain: string;
}

export interface AnchorItem {
  id: number;
  anchor: string;
  domains: number;
  backlinks: number;
  first_seen: string;
  last_visited: string;
  dofollow: number;
  words: number;
}

export interface Aggregates {
  model: ReportModel;
  domainMeta: RefDomain[];
  domains: DomainItem[];
  anchors: AnchorItem[];
  nofollow: number;
  edu: number;
  gov: number;
  toHomepage: number;
  domainsToHomepage: number;
  domainsToOther: number;
}

const cache = new Map<string, Aggregates>();
const CACHE_SIZE = 8;

const minDate = (a: string, b: string) => (a < b ? a : b);
const maxDate = (a: string, b: string) => (a > b ? a : b);

function compute(report: ReportRow): Aggregates {
  const model = buildModel(report);
  const domains: DomainItem[] = [];
  const domainMeta = Array.from({ length: model.domainCount }, (_, j) => model.domainAt(j));
  const liveLinks = new Array<number>(model.domainCount).fill(0);
  const home = new Array<boolean>(model.domainCount).fill(false);
  const other = new Array<boolean>(model.domainCount).fill(false);
  const anchorSets = Array.from({ length: model.anchorCount }, () => new Set<number>());
  const anchors: AnchorItem[] = [];
  const homeUrl =
    model.report.mode === 'url'
      ? new URL(model.report.target).pathname === '/'
        ? model.report.target
        : ''
      : model.pages[0];
  let nofollow = 0;
  let edu = 0;
  let gov = 0;
  let toHomepage = 0;
  for (let i = 0; i < model.n; i++) {
    const b = backlinkAt(model, i);
    const j = b.domain_id - 1;
    const k = b.anchor_id - 1;
    const meta = domainMeta[j];
    const d = (domains[j] ??= {
      id: b.domain_id,
      domain_inlink_rank: b.domain_inlink_rank,
      backlinks: 0,
      first_seen: b.first_seen,
      lost_date: null,
      domain: meta?.domain ?? '',
    });
    d.backlinks++;
    d.first_seen = minDate(d.first_seen, b.first_seen);
    if (b.lost_date === null) liveLinks[j] = (liveLinks[j] ?? 0) + 1;
    else d.lost_date = d.lost_date === null ? b.lost_date : maxDate(d.lost_date, b.lost_date);
    const a = (anchors[k] ??= {
      id: b.anchor_id,
      anchor: b.anchor,
      domains: 0,
      backlinks: 0,
      first_seen: b.first_seen,
      last_visited: b.last_visited,
      dofollow: 0,
      words: b.anchor.split(/\s+/).filter(Boolean).length,
    });
    a.backlinks++;
    a.first_seen = minDate(a.first_seen, b.first_seen);
    a.last_visited = maxDate(a.last_visited, b.last_visited);
    if (!b.nofollow) a.dofollow++;
    anchorSets[k]?.add(j);
    if (b.nofollow) nofollow++;
    if (meta?.tld === 'edu') edu++;
    if (meta?.tld === 'gov') gov++;
    if (b.url_to === homeUrl) {
      toHomepage++;
      home[j] = true;
    } else other[j] = true;
  }
  // A domain is lost only when every link from it is lost; otherwise lost_date stays null.
  domains.forEach((d, j) => {
    if ((liveLinks[j] ?? 0) > 0) d.lost_date = null;
  });
  anchors.forEach((a, k) => (a.domains = anchorSets[k]?.size ?? 0));
  return {
    model,
    domainMeta,
    domains: domains.filter(Boolean),
    anchors: anchors.filter(Boolean),
    nofollow,
    edu,
    gov,
    toHomepage,
    domainsToHomepage: home.filter(Boolean).length,
    domainsToOther: other.filter(Boolean).length,
  };
}

export function aggregatesOf(report: ReportRow): Aggregates {
  const key = `${report.id}:${report.mode}:${report.target}:${report.created_at}:${report.backlinks}:${report.refdomains}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const agg = compute(report);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(key, agg);
  return agg;
}
