import type { AuditKind } from '../../../api/audit-inputs.ts';
import { creditsFor, formatCredits } from '../../../lib/credits.ts';
import { formatNumber } from '../../../lib/format.ts';

/**
 * Audit costs from the one price table (spec: "standard audit and standard recheck 2 per crawled page;
 * advanced audit and advanced recheck 20 per crawled page"). A crawl stops at max_pages, so before creating
 * the most it can cost is price × max_pages; a recheck crawls about as many pages as the last crawl did.
 */
const OP = { standard: 'audits.create.standard', advanced: 'audits.create.advanced' } as const;
const RECHECK = { standard: 'audits.recheck.standard', advanced: 'audits.recheck.advanced' } as const;

export const perPage = (kind: AuditKind) => creditsFor(OP[kind], 1);

export interface CostLine {
  credits: number;
  /** "up to 2,000 credits" */
  text: string;
  /** "2 credits × up to 1,000 pages (max_pages)" */
  detail: string;
}

export function createCost(kind: AuditKind, maxPages: number): CostLine {
  const credits = creditsFor(OP[kind], maxPages);
  return {
    credits,
    text: `up to ${formatCredits(credits)}`,
    detail: `${formatCredits(perPage(kind))} per crawled page × up to ${formatNumber(maxPages)} pages (max_pages)`,
  };
}

export function recheckCost(kind: AuditKind, pagesCrawled: number): CostLine {
  const credits = creditsFor(RECHECK[kind], pagesCrawled);
  return {
    credits,
    text: `about ${formatCredits(credits)}`,
    detail: `${formatCredits(perPage(kind))} per crawled page × ${formatNumber(pagesCrawled)} pages crawled last time`,
  };
}
