import { z } from 'zod';
import {
  bool,
  int,
  intOrNull,
  list,
  looseEnum,
  num,
  numOrNull,
  objectOrEmpty,
  str,
  strOrNull,
} from './schema.ts';

/** Website audit resources (spec: "Audit list item" … "Audit history snapshot"). */

const AUDIT_STATUSES = ['queued', 'processing', 'finished', 'cancelled', 'expired'] as const;
const CHECK_STATUSES = ['error', 'warning', 'notice', 'passed'] as const;

/** `{}` also where the service sends `[]` for an empty map. */
const mapOf = <S extends z.ZodType>(value: S) =>
  z.preprocess((v) => (Array.isArray(v) && v.length === 0 ? {} : v), z.record(z.string(), value));

/** index_a/b/c: pages indexed, "strings or integers"; numeric strings become numbers, anything else stays text. */
const indexCount = z.lazy(() => z.union([num, z.string()]).nullable().optional());

export const auditStatsSchema = z.lazy(() =>
  z.looseObject({
    score: int,
    errors: int,
    warnings: int,
    notices: int,
    crawled: int,
  }),
);

export const auditListItemSchema = z.lazy(() =>
  z.looseObject({
    id: int,
    // An audit without a project may lack a group or site; absence stays null rather than failing the list.
    group_id: intOrNull,
    url: z.string(),
    title: z.string(),
    has_project: bool,
    site_id: intOrNull,
    last_update: strOrNull,
    status: looseEnum(AUDIT_STATUSES),
    // Only null is shown by the spec; other shapes are kept as they come.
    error: z.unknown(),
    error_params: z.unknown(),
    stats: objectOrEmpty(auditStatsSchema),
    prev_stats: objectOrEmpty(auditStatsSchema),
    version: str,
    owner_account_id: intOrNull,
    is_new: intOrNull,
  }),
);

export const auditListSchema = z.lazy(() => z.looseObject({ total: int, items: list(auditListItemSchema) }));

export const auditStatusSchema = z.lazy(() =>
  z.looseObject({
    status: looseEnum(AUDIT_STATUSES),
    total_pages: int,
    total_errors: int,
    total_warnings: int,
    total_passed: int,
    start_time: strOrNull,
    // present only once the audit is finished
    audit_time: z.string().optional(),
  }),
);

export const auditCheckSchema = z.lazy(() =>
  z.looseObject({
    code: str,
    status: looseEnum(CHECK_STATUSES),
    name: z.string(),
    value: int,
  }),
);

export const auditSectionSchema = z.lazy(() =>
  z.looseObject({
    uid: str,
    name: z.string(),
    props: mapOf(auditCheckSchema),
  }),
);

export const domainPropsSchema = z.lazy(() =>
  z.looseObject({
    dt: intOrNull,
    domain: strOrNull,
    domains: strOrNull,
    expdate: strOrNull,
    updated: strOrNull,
    backlinks: strOrNull,
    index_a: indexCount,
    index_b: indexCount,
    index_c: indexCount,
    all_checked: bool.optional(),
  }),
);

const finishedReportSchema = z.lazy(() =>
  z.looseObject({
    is_finished: bool.pipe(z.literal(true)),
    score_percent: int,
    total_pages: int,
    total_errors: int,
    total_warnings: int,
    total_notices: int,
    total_passed: int,
    audit_time: strOrNull,
    version: str,
    domain_props: objectOrEmpty(domainPropsSchema),
    sections: list(auditSectionSchema),
  }),
);

/** "The report is available only when true": an unfinished report promises nothing beyond the flag. */
export const auditReportSchema = z.lazy(() =>
  z.union([finishedReportSchema, z.looseObject({ is_finished: bool.pipe(z.literal(false)) })]),
);

export const auditHistorySchema = z.lazy(() =>
  z.looseObject({
    audit_time: strOrNull,
    domain_data: objectOrEmpty(
      z.looseObject({
        dt: intOrNull,
        domain: strOrNull,
        backlinks: indexCount,
        index_a: indexCount,
        index_b: indexCount,
        index_c: indexCount,
      }),
    ),
    settings: objectOrEmpty(z.record(z.string(), z.unknown())),
    pages_data: mapOf(numOrNull),
    totals: z.looseObject({ total_pages: int, total_warnings: int, total_errors: int, total_passed: int }),
    version: str,
  }),
);

export const createdAuditSchema = z.lazy(() => z.looseObject({ id: int }));

export type AuditStats = z.output<typeof auditStatsSchema>;
export type AuditListItem = z.output<typeof auditListItemSchema>;
export type AuditList = z.output<typeof auditListSchema>;
export type AuditStatus = z.output<typeof auditStatusSchema>;
export type AuditCheck = z.output<typeof auditCheckSchema>;
export type AuditSection = z.output<typeof auditSectionSchema>;
export type DomainProps = z.output<typeof domainPropsSchema>;
export type AuditReport = z.output<typeof auditReportSchema>;
export type FinishedAuditReport = z.output<typeof finishedReportSchema>;
export type AuditHistory = z.output<typeof auditHistorySchema>;
