import { operationUrl, type OperationCall } from '../api/operation-call.ts';
import { accountReads, ALERTS_PAGE, auditReads, everyAuditPage, localReads } from '../api/reads.ts';

/**
 * A page's first reads, declared once beside the page (`features/<area>/first-reads.ts`) from the same builders
 * its queries and loader call, with the page's own defaults: the server reads them early for the address it serves
 * (server/pages/route-data.ts), so a changed page size or a new first read changes what is read early with it.
 */

/** One read an address starts with: a call of the operation table, or a URL of the server's own API. */
export type FirstRead = OperationCall | `/api/local/${string}`;

export interface RoutePlan {
  /** the address, `$` for an id (digits only: nothing else reaches a read) */
  path: string;
  /**
   * The reads of the address, given its ids, its query string (without `?`) and the time. Only reads that follow
   * from these: a read that waits for another answer cannot start before the page has that answer.
   */
  reads: (ids: readonly string[], search: string, now: Date) => FirstRead[];
  /**
   * What the page reads besides, which cannot start early: it waits for another answer, or follows the query
   * string or the person. By operation id, or `local:<area>` for the server's own API; the early-reads walk
   * (e2e/early-reads.spec.ts) fails on any other read the page sends itself.
   */
  later?: readonly string[];
}

export const firstReadUrl = (read: FirstRead): string =>
  typeof read === 'string' ? read : operationUrl(read);

/**
 * Read on every page of the team's frame: the server's status, who is signed in, the sites (from the audit list), the
 * account, and the first page of alerts whose unseen count the menu shows.
 */
export const SHELL_READS: readonly FirstRead[] = [
  localReads.status(),
  localReads.me(),
  auditReads.list(everyAuditPage(0)),
  accountReads.balance(),
  accountReads.subscription(),
  localReads.alerts(ALERTS_PAGE, 0),
];
