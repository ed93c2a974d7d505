import type { CrawlModel } from './model.ts';
import type { AuditSettings } from './settings.ts';
import { pagePath, type SiteTheme } from './themes.ts';

/** Everything the page, link and issue generators need to know about one crawl of one audit. */
export interface CrawlView {
  auditId: number;
  runNo: number;
  /** e.g. `www.northwind-outdoor.com` */
  host: string;
  /** e.g. `https://www.northwind-outdoor.com` */
  origin: string;
  theme: SiteTheme;
  settings: AuditSettings;
  /** pages whose data is available (crawled so far) */
  pages: number;
  model: CrawlModel;
  /** when the crawl itself began (after the queue), ms */
  crawlStart: number;
  crawlMs: number;
  /** pages this crawl will reach when finished */
  finalPages: number;
}

export const pageUrl = (v: CrawlView, index: number) => `${v.origin}${pagePath(v.theme, v.host, index)}`;

/** Page ids are unique across audits: a page keeps its id between runs of its audit. */
export const pageId = (v: CrawlView, index: number) => v.auditId * 1_000_000 + index + 1;

export function indexFromPageId(v: CrawlView, id: number): number | undefined {
  const index = id - v.auditId * 1_000_000 - 1;
  return Number.isInteger(index) && index >= 0 && index < v.pages ? index : undefined;
}
