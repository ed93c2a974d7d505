import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  DELIVERY_OUTCOMES,
  SCHEDULE_FREQUENCIES,
  type ReportDelivery,
  type ReportSchedule,
  type ScheduleChange,
  type ScheduleInput,
} from '../lib/local-schemas/report-schedules.ts';
import { invalidate } from './invalidate.ts';
import { localJson } from './local-json.ts';

/**
 * Scheduled client reports of a site (`/api/local/report-schedules`): the proxy's own store, not the service. What
 * is sent is checked with the lead's schemas at the form; the answers are read liberally here.
 */
export type { ReportDelivery, ReportSchedule } from '../lib/local-schemas/report-schedules.ts';

const FALLBACK = 'The Searchboard server could not read or change the report schedules.';
const nullableInt = z.number().int().nullable().catch(null);
const nullableText = z.string().nullable().catch(null);

const scheduleSchema = z.lazy(() =>
  z.looseObject({
    id: z.number().int(),
    site_id: z.number().int(),
    frequency: z.enum(SCHEDULE_FREQUENCIES).catch('weekly'),
    weekday: nullableInt,
    day: nullableInt,
    hour: z.number().int().catch(0),
    time_zone: z.string().catch('UTC'),
    range_days: z.number().int().catch(30),
    sections: z.array(z.string()).nullable().catch(null),
    engine_id: nullableInt,
    recipients: z.array(z.string()).catch([]),
    subject: nullableText,
    message: nullableText,
    enabled: z.boolean().catch(false),
    created_at: z.string().catch(''),
    next_at: nullableText,
    blocked: nullableText,
    pdf_missing: nullableText,
    credits: z.literal(0).catch(0),
  }),
);

const deliverySchema = z.lazy(() =>
  z.looseObject({
    at: z.string().catch(''),
    slot: z.string().catch(''),
    recipients: z.array(z.string()).catch([]),
    outcome: z.enum(DELIVERY_OUTCOMES).catch('retrying'),
    error: nullableText,
    size: nullableInt,
    attempts: z.number().int().catch(0),
    outbox_id: nullableInt,
  }),
);

/** `POST …/<id>/preview`: the exact mail a send would make, its PDF as base64 (null with the reason). */
const previewSchema = z.lazy(() =>
  z.looseObject({
    from: z.string().catch(''),
    to: z.array(z.string()).catch([]),
    subject: z.string().catch(''),
    html: z.string().catch(''),
    text: z.string().catch(''),
    pdf: z.string().nullable().catch(null),
    pdf_missing: nullableText,
  }),
);
export type SchedulePreview = z.output<typeof previewSchema>;

const listOf = <S extends z.ZodType>(item: S) => z.looseObject({ items: z.array(item) });
const path = (rest = '') => `report-schedules${rest}`;

export async function listSchedules(siteId: number, signal?: AbortSignal): Promise<ReportSchedule[]> {
  const data = await localJson('GET', path(`?site_id=${siteId}`), { signal, fallback: FALLBACK });
  return listOf(scheduleSchema).parse(data).items as ReportSchedule[];
}

export async function listDeliveries(id: number, signal?: AbortSignal): Promise<ReportDelivery[]> {
  const data = await localJson('GET', path(`/${id}/deliveries`), { signal, fallback: FALLBACK });
  return listOf(deliverySchema).parse(data).items as ReportDelivery[];
}

export const createSchedule = async (input: ScheduleInput) =>
  scheduleSchema.parse(
    await localJson('POST', path(), { body: input, fallback: FALLBACK }),
  ) as ReportSchedule;

export const changeSchedule = async ({ id, change }: { id: number; change: ScheduleChange }) =>
  scheduleSchema.parse(
    await localJson('PATCH', path(`/${id}`), { body: change, fallback: FALLBACK }),
  ) as ReportSchedule;

export const deleteSchedule = (id: number) => localJson('DELETE', path(`/${id}`), { fallback: FALLBACK });

export const sendScheduleNow = (id: number) =>
  localJson('POST', path(`/${id}/send`), { body: {}, fallback: FALLBACK });

export const previewSchedule = async (id: number, signal?: AbortSignal) =>
  previewSchema.parse(
    await localJson('POST', path(`/${id}/preview`), { body: {}, signal, fallback: FALLBACK }),
  );

export const schedulesQueries = {
  /** key-only: every read of one site's schedules and their deliveries */
  site: (siteId: number) => ['report-schedules', siteId] as const,
  list: (siteId: number) =>
    queryOptions({
      queryKey: ['report-schedules', siteId, 'list', {}] as const,
      queryFn: ({ signal }) => listSchedules(siteId, signal),
    }),
  deliveries: (siteId: number, id: number) =>
    queryOptions({
      queryKey: ['report-schedules', siteId, 'deliveries', { id }] as const,
      queryFn: ({ signal }) => listDeliveries(id, signal),
    }),
  /** a preview is composed afresh each time the dialog opens (it makes a share link and a PDF): never kept */
  preview: (siteId: number, id: number) =>
    queryOptions({
      queryKey: ['report-schedules', siteId, 'preview', { id }] as const,
      queryFn: ({ signal }) => previewSchedule(id, signal),
      staleTime: 0,
      gcTime: 0,
      retry: false,
    }),
};

/** Every write re-reads the site's schedules (and their delivery logs). */
const rereadSite = <R, V>(siteId: number, write: (v: V) => Promise<R>) =>
  mutationOptions({
    mutationFn: write,
    onSuccess: (_r, _v, _c, { client }) => invalidate(client, [schedulesQueries.site(siteId)]),
  });

export const schedulesMutations = {
  create: (siteId: number) => rereadSite(siteId, createSchedule),
  change: (siteId: number) => rereadSite(siteId, changeSchedule),
  remove: (siteId: number) => rereadSite(siteId, deleteSchedule),
  send: (siteId: number) => rereadSite(siteId, sendScheduleNow),
};
