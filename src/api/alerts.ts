import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ALERT_CHANNEL_KINDS,
  ALERT_METRICS,
  COOLDOWN_DEFAULT_HOURS,
  DELIVERY_STATES,
  type AlertChannel,
  type AlertDelivery,
  type AlertRule,
  type FiredAlert,
  type NewChannel,
  type NewRule,
} from '../lib/local-schemas/alerts.ts';
import { invalidate } from './invalidate.ts';
import { localJson } from './local-json.ts';
import { ALERTS_PAGE, localReads } from './reads.ts';

/**
 * Alerts (`/api/local/alert-channels`, `/alert-rules`, `/alerts`): the proxy's own store. What is sent is checked
 * with the lead's schemas at the form; the answers are read liberally here, so an unknown state or a missing
 * field shows as such instead of breaking the page.
 */
export type { AlertChannel, AlertDelivery, AlertRule, FiredAlert } from '../lib/local-schemas/alerts.ts';

const FALLBACK = 'The Searchboard server could not read or change the alerts.';
export { ALERTS_PAGE };

const text = z.string().catch('');
const nullableText = z.string().nullable().catch(null);
const nullableNumber = z.number().nullable().catch(null);

const lastDelivery = () =>
  z
    .looseObject({ state: z.enum(DELIVERY_STATES).catch('queued'), at: text, error: nullableText })
    .nullable()
    .catch(null);

const channelShape = () => ({
  id: z.number().int(),
  kind: z.enum(ALERT_CHANNEL_KINDS).catch('webhook'),
  name: nullableText,
  url: nullableText,
  address: nullableText,
  has_secret: z.boolean().catch(false),
  muted: z.boolean().catch(false),
  created_at: text,
  created_by: nullableText,
  last_delivery: lastDelivery()
    .optional()
    .transform((v) => v ?? null),
});
const channelSchema = z.lazy(() => z.looseObject(channelShape()));

/** The 201 of a new channel: the channel, and a webhook's secret this once. */
const madeChannelSchema = z.lazy(() =>
  z.looseObject({ ...channelShape(), secret: z.string().nullish().catch(null) }),
);
export type MadeChannel = AlertChannel & { secret?: string | null };

/** the subjects a rule has no data for; an entry that is not one is left out rather than failing the rule */
const missingList = () =>
  z
    .array(z.looseObject({ subject: text, label: text, reason: text, at: text }).nullable().catch(null))
    .transform((list) => list.filter((m) => m !== null))
    .catch([]);

const ruleSchema = z.lazy(() =>
  z.looseObject({
    id: z.number().int(),
    site_id: nullableNumber,
    metric: z.enum(ALERT_METRICS),
    threshold: z.coerce.number().catch(0),
    channels: z.array(z.number()).catch([]),
    cooldown_hours: z.number().catch(COOLDOWN_DEFAULT_HOURS),
    digest: z.boolean().catch(false),
    muted: z.boolean().catch(false),
    created_at: text,
    created_by: nullableText,
    updated_at: text,
    last_fired_at: nullableText.optional().transform((v) => v ?? null),
    firing: z.number().catch(0),
    missing: missingList()
      .optional()
      .transform((v) => v ?? []),
    missing_count: z
      .number()
      .int()
      .nonnegative()
      .catch(0)
      .optional()
      .transform((v) => v ?? 0),
  }),
);

const deliverySchema = z.lazy(() =>
  z.looseObject({
    id: z.number().int(),
    channel_id: z.number().int().catch(0),
    channel_kind: z.enum(ALERT_CHANNEL_KINDS).catch('webhook'),
    channel_label: text,
    state: z.enum(DELIVERY_STATES).catch('queued'),
    attempts: z.number().int().catch(0),
    response: nullableText,
    error: nullableText,
    at: text,
    sent_at: nullableText,
    next_try_at: nullableText,
  }),
);

const side = () => z.looseObject({ value: z.number().nullable().catch(null), at: text });
const compared = () =>
  z.looseObject({
    before: side().nullable().catch(null),
    now: side().catch({ value: null, at: '' }),
    threshold: z.coerce.number().catch(0),
    unit: text,
  });

const firedSchema = z.lazy(() =>
  z.looseObject({
    id: z.number().int(),
    rule_id: z.number().int().catch(0),
    // a metric this page does not know yet is still an alert to show, with the server's label
    metric: z.string().catch(''),
    site_id: nullableNumber,
    subject: text,
    label: text,
    message: text,
    values: compared().catch({ before: null, now: { value: null, at: '' }, threshold: 0, unit: '' }),
    url: text,
    at: text,
    deliveries: z.array(deliverySchema).catch([]),
  }),
);

const firedPageSchema = z.lazy(() =>
  z.looseObject({
    items: z.array(firedSchema),
    total: z.number().int().catch(0),
    unseen: z.number().int().catch(0),
  }),
);
export interface FiredPage {
  items: FiredAlert[];
  total: number;
  unseen: number;
}

const listOf = <S extends z.ZodType>(item: S) => z.looseObject({ items: z.array(item) });

export async function listFired(p: { limit: number; offset: number }, signal?: AbortSignal) {
  const data = await localJson('GET', localReads.alerts(p.limit, p.offset).slice('/api/local/'.length), {
    signal,
    fallback: FALLBACK,
  });
  return firedPageSchema.parse(data) as FiredPage;
}

export const listRules = async (signal?: AbortSignal) =>
  listOf(ruleSchema).parse(await localJson('GET', 'alert-rules', { signal, fallback: FALLBACK }))
    .items as AlertRule[];

export const listChannels = async (signal?: AbortSignal) =>
  listOf(channelSchema).parse(await localJson('GET', 'alert-channels', { signal, fallback: FALLBACK }))
    .items as AlertChannel[];

export const createRule = async (rule: NewRule) =>
  ruleSchema.parse(await localJson('POST', 'alert-rules', { body: rule, fallback: FALLBACK })) as AlertRule;

export const changeRule = async ({ id, change }: { id: number; change: { muted: boolean } }) =>
  ruleSchema.parse(
    await localJson('PATCH', `alert-rules/${id}`, { body: change, fallback: FALLBACK }),
  ) as AlertRule;

export const deleteRule = (id: number) => localJson('DELETE', `alert-rules/${id}`, { fallback: FALLBACK });

export const createChannel = async (channel: NewChannel) =>
  madeChannelSchema.parse(
    await localJson('POST', 'alert-channels', { body: channel, fallback: FALLBACK }),
  ) as MadeChannel;

export const changeChannel = async ({ id, change }: { id: number; change: { muted: boolean } }) =>
  channelSchema.parse(
    await localJson('PATCH', `alert-channels/${id}`, { body: change, fallback: FALLBACK }),
  ) as AlertChannel;

export const deleteChannel = (id: number) =>
  localJson('DELETE', `alert-channels/${id}`, { fallback: FALLBACK });

export const testChannel = async (id: number) =>
  z
    .looseObject({ delivery: deliverySchema })
    .parse(await localJson('POST', `alert-channels/${id}/test`, { body: {}, fallback: FALLBACK }))
    .delivery as AlertDelivery;

export const markSeen = (lastSeenId: number) =>
  localJson('POST', 'alerts/seen', { body: { last_seen_id: lastSeenId }, fallback: FALLBACK });

export const checkNow = async () =>
  z
    .looseObject({ observed: z.number().catch(0), fired: z.number().catch(0) })
    .parse(await localJson('POST', 'alerts/check', { body: {}, fallback: FALLBACK }));

export const alertsQueries = {
  /** key-only: every read of alerts, rules and channels */
  all: () => ['alerts'] as const,
  /** key-only: the fired alerts, every page (and the frame's unseen count) */
  fired: () => ['alerts', 'team', 'fired'] as const,
  page: (p: { limit: number; offset: number }) =>
    queryOptions({
      queryKey: ['alerts', 'team', 'fired', p] as const,
      queryFn: ({ signal }) => listFired(p, signal),
    }),
  /** the menu's count of alerts not seen yet: the first page's, read again each minute */
  unseen: () =>
    queryOptions({
      queryKey: ['alerts', 'team', 'fired', { limit: ALERTS_PAGE, offset: 0 }] as const,
      queryFn: ({ signal }) => listFired({ limit: ALERTS_PAGE, offset: 0 }, signal),
      select: (p: FiredPage) => p.unseen,
      refetchInterval: 60_000,
    }),
  rules: () =>
    queryOptions({
      queryKey: ['alerts', 'team', 'rules', {}] as const,
      queryFn: ({ signal }) => listRules(signal),
    }),
  channels: () =>
    queryOptions({
      queryKey: ['alerts', 'team', 'channels', {}] as const,
      queryFn: ({ signal }) => listChannels(signal),
    }),
};

/** Every write re-reads the alerts: a rule or channel shows its new state, a check its new notifications. */
const reread = <R, V>(write: (v: V) => Promise<R>) =>
  mutationOptions({
    mutationFn: write,
    onSuccess: (_r, _v, _c, { client }) => invalidate(client, [alertsQueries.all()]),
  });

export const alertsMutations = {
  createRule: () => reread(createRule),
  changeRule: () => reread(changeRule),
  deleteRule: () => reread(deleteRule),
  createChannel: () => reread(createChannel),
  changeChannel: () => reread(changeChannel),
  deleteChannel: () => reread(deleteChannel),
  testChannel: () => reread(testChannel),
  check: () => reread(checkNow),
  /** only the count and the marks change: the notifications are read again, not the rules */
  seen: () =>
    mutationOptions({
      mutationFn: markSeen,
      onSuccess: (_r, _v, _c, { client }) => invalidate(client, [alertsQueries.fired()]),
    }),
};
