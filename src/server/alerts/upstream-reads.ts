import { z } from 'zod';
import { fillPath, operationOf, type OperationId, type PathParams } from '../../lib/operations.ts';
import type { internalCaller } from '../positions/internal-call.ts';

/**
 * The alerts' reads of the service, through the proxy's own handler (its pace, cache and metering). Only free
 * operations: the operation table is asked before every read, and a paid one is refused here, before it is sent.
 * Answers are read liberally, as the dashboard reads them: numbers that come as strings, extra fields, `[]` for an
 * object.
 */
export type InternalCall = ReturnType<typeof internalCaller>;

export class ReadFailed extends Error {
  constructor(
    readonly what: string,
    readonly status: number,
  ) {
    super(`${what} could not be read (${status || 'no answer'}).`);
  }
}

/** The proxy path of a free read; throws for an operation that spends credits or money. */
export function freeReadUrl(
  id: OperationId,
  params: PathParams = {},
  query: Record<string, string | number> = {},
) {
  const op = operationOf(id);
  if (op.paid || op.method !== 'GET') throw new Error(`${id} is not a free read: alerts never call it.`);
  const q = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const qs = q.size ? `?${q}` : '';
  return `/api/${op.base}${fillPath(op.path, params)}${qs}`;
}

export async function freeRead<T>(
  call: InternalCall,
  schema: z.ZodType<T>,
  id: OperationId,
  params?: PathParams,
  query?: Record<string, string | number>,
): Promise<T> {
  const answer = await call('GET', freeReadUrl(id, params, query));
  if (answer.status !== 200) throw new ReadFailed(id, answer.status);
  const parsed = schema.safeParse(answer.json());
  if (!parsed.success) throw new ReadFailed(id, answer.status);
  return parsed.data;
}

/** A number, or a string of one; anything else (absent, null, "", "n/a") is no value. */
export const looseNum = z.unknown().transform((v): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
});
const looseText = z
  .unknown()
  .transform((v): string | null =>
    typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' ? String(v) : null,
  );
/** a list, or `[]`/an object where a list is expected: what can be read of it */
const listOf = <T extends z.ZodType>(item: T) =>
  z
    .unknown()
    .transform((v) => (Array.isArray(v) ? v : []))
    .pipe(z.array(z.unknown()))
    .transform((items) =>
      items.flatMap((i) => {
        const r = item.safeParse(i);
        return r.success ? [r.data as z.output<T>] : [];
      }),
    );

const figures = z.looseObject({ score: looseNum, errors: looseNum }).nullable().catch(null);

export const auditListSchema = z.looseObject({
  total: looseNum,
  items: listOf(
    z.looseObject({
      id: looseNum,
      site_id: looseNum,
      title: looseText,
      url: looseText,
      status: looseText,
      last_update: looseText,
      stats: figures.optional().transform((v) => v ?? null),
      prev_stats: figures.optional().transform((v) => v ?? null),
    }),
  ),
});
export type AuditListItem = z.output<typeof auditListSchema>['items'][number];

export const auditStatusSchema = z.looseObject({ status: looseText, audit_time: looseText });

export const enginesSchema = listOf(
  z.looseObject({ id: looseNum, base_name: looseText, country_code: looseText }),
);

const position = z.looseObject({
  date: looseText,
  url_position: looseNum,
  mention_position: looseNum,
});
export const rankingsSchema = z.looseObject({
  total: looseNum,
  items: listOf(z.looseObject({ positions: listOf(position) })),
});

export const backlinkListSchema = z.looseObject({
  total_reports: looseNum,
  reports: listOf(
    z.looseObject({
      id: looseText,
      target: looseText,
      mode: looseText,
      refdomains: looseNum,
      created: looseText,
    }),
  ),
});
export type BacklinkListItem = z.output<typeof backlinkListSchema>['reports'][number];

export const overviewSchema = z.looseObject({
  domains: z.looseObject({ total: looseNum }).nullable().catch(null),
});
