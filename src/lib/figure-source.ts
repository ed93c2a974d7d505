import { formatDate } from './format.ts';

/**
 * Where a domain's backlink count was read, and when, in one short line. The service counts a domain's backlinks
 * in two places: its backlink index (read when a backlink report is made or refreshed) and the audit crawl (read
 * as the crawl finished). Read on different days, or from a real index that moved, the two differ; the line
 * beside each figure says which one it is.
 */
export const fromBacklinkIndex = (created: string | null | undefined) =>
  created ? `From the backlink index, read ${formatDate(created)}` : 'From the backlink index';

export const fromAuditCrawl = (auditTime: string | null | undefined) =>
  auditTime ? `From the audit crawl of ${formatDate(auditTime)}` : 'From the audit crawl';
