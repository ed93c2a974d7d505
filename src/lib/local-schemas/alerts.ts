import { z } from 'zod';
import { isEmailAddress } from './report-schedules.ts';

/**
 * Alerts, `/api/local/alert-channels`, `/api/local/alert-rules` and `/api/local/alerts`: what the routes take and
 * answer. The routes validate with these schemas and the alerts page checks each field with the same ones before
 * anything is sent, so both give the same message for the same fault.
 */

export const ALERT_METRICS = [
  'ai.link_presence_drop',
  'ai.mention_presence_drop',
  'positions.left_top3',
  'positions.left_top10',
  'positions.fall',
  'positions.average_worse',
  'audits.score_drop',
  'audits.new_errors',
  'backlinks.domains_lost_share',
  'budget.daily_share',
  'budget.monthly_share',
  'jobs.skipped',
  'jobs.failed',
] as const;
export type AlertMetric = (typeof ALERT_METRICS)[number];

export interface MetricInfo {
  label: string;
  /** what the threshold counts, as the form's field says it */
  threshold: string;
  /** the threshold a new rule starts with */
  defaultThreshold: number;
  /** the smallest and largest threshold that make sense */
  min: number;
  max: number;
  /** false: the metric fires on an event (left the top 3, a skipped run) and its threshold is fixed */
  takesThreshold: boolean;
  /** `data`: checked when new data arrives; `daily`: once a day at the check hour, from free reads */
  when: 'data' | 'daily';
  /** metrics of the team's spend and jobs are not tied to a site */
  perSite: boolean;
}

export const METRICS: Record<AlertMetric, MetricInfo> = {
  'ai.link_presence_drop': {
    label: 'AI link presence of an engine drops',
    threshold: 'Points down against the previous period',
    defaultThreshold: 10,
    min: 1,
    max: 100,
    takesThreshold: true,
    when: 'daily',
    perSite: true,
  },
  'ai.mention_presence_drop': {
    label: 'AI mention presence of an engine drops',
    threshold: 'Points down against the previous period',
    defaultThreshold: 10,
    min: 1,
    max: 100,
    takesThreshold: true,
    when: 'daily',
    perSite: true,
  },
  'positions.left_top3': {
    label: 'A tracked keyword leaves the top 3',
    threshold: 'Top 3',
    defaultThreshold: 3,
    min: 3,
    max: 3,
    takesThreshold: false,
    when: 'data',
    perSite: true,
  },
  'positions.left_top10': {
    label: 'A tracked keyword leaves the top 10',
    threshold: 'Top 10',
    defaultThreshold: 10,
    min: 10,
    max: 10,
    takesThreshold: false,
    when: 'data',
    perSite: true,
  },
  'positions.fall': {
    label: 'A tracked keyword falls',
    threshold: 'Places down since the previous run',
    defaultThreshold: 5,
    min: 1,
    max: 100,
    takesThreshold: true,
    when: 'data',
    perSite: true,
  },
  'positions.average_worse': {
    label: 'The average position worsens',
    threshold: 'Places worse since the previous run',
    defaultThreshold: 2,
    min: 0.1,
    max: 100,
    takesThreshold: true,
    when: 'data',
    perSite: true,
  },
  'audits.score_drop': {
    label: 'An audit score falls',
    threshold: 'Points down against the previous crawl',
    defaultThreshold: 5,
    min: 1,
    max: 100,
    takesThreshold: true,
    when: 'data',
    perSite: true,
  },
  'audits.new_errors': {
    label: 'A crawl finds new errors',
    threshold: 'New errors against the previous crawl',
    defaultThreshold: 20,
    min: 1,
    max: 1_000_000,
    takesThreshold: true,
    when: 'data',
    perSite: true,
  },
  'backlinks.domains_lost_share': {
    label: 'Referring domains are lost',
    threshold: '% fewer referring domains than the previous report',
    defaultThreshold: 10,
    min: 1,
    max: 100,
    takesThreshold: true,
    when: 'data',
    perSite: true,
  },
  'budget.daily_share': {
    label: "The day's spend nears its budget",
    threshold: "% of the day's budget spent",
    defaultThreshold: 80,
    min: 1,
    max: 100,
    takesThreshold: true,
    when: 'data',
    perSite: false,
  },
  'budget.monthly_share': {
    label: "The month's spend nears its budget",
    threshold: "% of the month's budget spent",
    defaultThreshold: 80,
    min: 1,
    max: 100,
    takesThreshold: true,
    when: 'data',
    perSite: false,
  },
  'jobs.skipped': {
    label: 'A scheduled run is skipped for budget',
    threshold: 'Any skipped run',
    defaultThreshold: 1,
    min: 1,
    max: 1,
    takesThreshold: false,
    when: 'data',
    perSite: true,
  },
  'jobs.failed': {
    label: 'A rank-tracking run or a report send fails',
    threshold: 'Any failed job',
    defaultThreshold: 1,
    min: 1,
    max: 1,
    takesThreshold: false,
    when: 'data',
    perSite: true,
  },
};

export const ALERT_CHANNEL_KINDS = ['webhook', 'slack', 'email'] as const;
export type AlertChannelKind = (typeof ALERT_CHANNEL_KINDS)[number];
export const DELIVERY_STATES = ['queued', 'sending', 'sent', 'retrying', 'failed', 'digest'] as const;
export type AlertDeliveryState = (typeof DELIVERY_STATES)[number];
export const COOLDOWN_DEFAULT_HOURS = 24;
export const COOLDOWN_MAX_HOURS = 24 * 30;
export const ALERT_RULE_CHANNELS_MAX = 10;

export const ALERT_MESSAGES = {
  kind: `Choose a kind of channel: ${ALERT_CHANNEL_KINDS.join(', ')}.`,
  url: 'Give the address as an http:// or https:// URL.',
  urlSelf: 'A webhook cannot point at this server or at the service it calls.',
  address: 'Give an email address, such as team@agency.example.',
  secret: 'Keep the secret between 16 and 200 characters, or leave it empty to have one made.',
  name: 'Keep the name under 81 characters.',
  site: 'site_id must be a positive integer, or null for every site.',
  metric: `Choose a metric: ${ALERT_METRICS.join(', ')}.`,
  threshold: (m: MetricInfo) => `${m.threshold}: a number from ${m.min} to ${m.max}.`,
  thresholdAny: 'The threshold must be a number.',
  channels: `Choose from 1 to ${ALERT_RULE_CHANNELS_MAX} channels.`,
  channelMissing: (id: number) => `Channel ${id} does not exist.`,
  cooldown: `The cooldown is a whole number of hours from 1 to ${COOLDOWN_MAX_HOURS}.`,
  siteForTeam: 'This metric is the whole team’s: leave the site empty.',
};

const httpUrl = z
  .string({ error: ALERT_MESSAGES.url })
  .trim()
  .max(2000, ALERT_MESSAGES.url)
  .refine((u) => {
    try {
      const p = new URL(u);
      return (p.protocol === 'http:' || p.protocol === 'https:') && p.hostname !== '';
    } catch {
      return false;
    }
  }, ALERT_MESSAGES.url);

/** `POST /api/local/alert-channels` */
export const newChannelSchema = z
  .object({
    kind: z.enum(ALERT_CHANNEL_KINDS, { error: ALERT_MESSAGES.kind }),
    name: z.string({ error: ALERT_MESSAGES.name }).trim().max(80, ALERT_MESSAGES.name).nullish(),
    url: httpUrl.nullish(),
    address: z
      .string({ error: ALERT_MESSAGES.address })
      .trim()
      .refine(isEmailAddress, ALERT_MESSAGES.address)
      .nullish(),
    secret: z
      .string({ error: ALERT_MESSAGES.secret })
      .min(16, ALERT_MESSAGES.secret)
      .max(200, ALERT_MESSAGES.secret)
      .nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'email' && !v.address)
      ctx.addIssue({ code: 'custom', path: ['address'], message: ALERT_MESSAGES.address });
    if (v.kind !== 'email' && !v.url)
      ctx.addIssue({ code: 'custom', path: ['url'], message: ALERT_MESSAGES.url });
  });
export type NewChannel = z.infer<typeof newChannelSchema>;

/** A channel as the routes answer it: the secret never leaves the server, only whether there is one. */
export interface AlertChannel {
  id: number;
  kind: AlertChannelKind;
  name: string | null;
  url: string | null;
  address: string | null;
  has_secret: boolean;
  muted: boolean;
  created_at: string;
  created_by: string | null;
  /** the last delivery to it, for the page's "last sent" column */
  last_delivery: { state: AlertDeliveryState; at: string; error: string | null } | null;
}

const cooldown = z
  .union([z.number(), z.string().regex(/^\d+$/).transform(Number)], { error: ALERT_MESSAGES.cooldown })
  .pipe(
    z
      .number()
      .int(ALERT_MESSAGES.cooldown)
      .min(1, ALERT_MESSAGES.cooldown)
      .max(COOLDOWN_MAX_HOURS, ALERT_MESSAGES.cooldown),
  );

/** `POST /api/local/alert-rules`; a change (`PATCH`) takes the same fields, each optional. */
export const newRuleSchema = z
  .object({
    site_id: z
      .union([z.number(), z.string().regex(/^\d+$/).transform(Number)], { error: ALERT_MESSAGES.site })
      .pipe(z.number().int(ALERT_MESSAGES.site).positive(ALERT_MESSAGES.site))
      .nullable()
      .default(null),
    metric: z.enum(ALERT_METRICS, { error: ALERT_MESSAGES.metric }),
    threshold: z
      .union(
        [
          z.number(),
          z
            .string()
            .trim()
            .regex(/^-?\d+(\.\d+)?$/)
            .transform(Number),
        ],
        {
          error: ALERT_MESSAGES.thresholdAny,
        },
      )
      .optional(),
    channels: z
      .array(
        z
          .number({ error: ALERT_MESSAGES.channels })
          .int(ALERT_MESSAGES.channels)
          .positive(ALERT_MESSAGES.channels),
        {
          error: ALERT_MESSAGES.channels,
        },
      )
      .max(ALERT_RULE_CHANNELS_MAX, ALERT_MESSAGES.channels)
      .default([]),
    cooldown_hours: cooldown.optional(),
    digest: z.boolean().optional(),
    muted: z.boolean().optional(),
  })
  .transform((v) => ({ ...v, threshold: v.threshold ?? METRICS[v.metric].defaultThreshold }))
  .superRefine((v, ctx) => {
    const m = METRICS[v.metric];
    if (v.threshold < m.min || v.threshold > m.max)
      ctx.addIssue({ code: 'custom', path: ['threshold'], message: ALERT_MESSAGES.threshold(m) });
    if (!m.perSite && v.site_id !== null)
      ctx.addIssue({ code: 'custom', path: ['site_id'], message: ALERT_MESSAGES.siteForTeam });
  });
export type NewRule = z.infer<typeof newRuleSchema>;

export interface AlertRule {
  id: number;
  site_id: number | null;
  metric: AlertMetric;
  threshold: number;
  channels: number[];
  cooldown_hours: number;
  digest: boolean;
  muted: boolean;
  created_at: string;
  created_by: string | null;
  updated_at: string;
  /** when it last fired, and whether a subject of it is firing now */
  last_fired_at: string | null;
  firing: number;
  /**
   * Subjects the rule has no data for now (a null, a failed or skipped run, an engine with no answers yet): it can
   * neither fire nor recover there. The newest few, newest first; `missing_count` counts them all.
   */
  missing: AlertRuleMissing[];
  missing_count: number;
}

export interface AlertRuleMissing {
  subject: string;
  /** what a person reads for it: the keyword, the engine's name */
  label: string;
  /** why there is no data, in words ("the run failed") */
  reason: string;
  /** when the rule last found it so (ISO time) */
  at: string;
}

/** Both sides of what an alert compared: a value with its date or period (`null`: no data there). */
export interface ComparedSide {
  value: number | null;
  /** `YYYY-MM-DD`, an ISO time, or a period `YYYY-MM-DD..YYYY-MM-DD` */
  at: string;
}
export interface Compared {
  before: ComparedSide | null;
  now: ComparedSide;
  /** the threshold the rule held when it fired */
  threshold: number;
  unit: string;
}

export interface AlertDelivery {
  id: number;
  channel_id: number;
  channel_kind: AlertChannelKind;
  channel_label: string;
  state: AlertDeliveryState;
  attempts: number;
  response: string | null;
  error: string | null;
  at: string;
  sent_at: string | null;
  next_try_at: string | null;
}

/** `GET /api/local/alerts?limit=&offset=`: `{items, total, unseen}`, newest first. */
export interface FiredAlert {
  id: number;
  rule_id: number;
  metric: AlertMetric;
  site_id: number | null;
  subject: string;
  label: string;
  message: string;
  values: Compared;
  /** the dashboard path of the exact view */
  url: string;
  at: string;
  deliveries: AlertDelivery[];
}

/** What a webhook receives (a Slack channel gets `text` and `blocks` made from the same). */
export interface AlertWebhookBody {
  rule: number;
  metric: AlertMetric;
  site_id: number | null;
  subject: string;
  message: string;
  values: Compared;
  /** an absolute URL of the exact view */
  url: string;
  at: string;
  /** true for a channel's "Send test" */
  test?: boolean;
}
