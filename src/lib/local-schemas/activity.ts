import { z } from 'zod';
import { isDay } from '../dates.ts';
import { wholeParam } from './params.ts';

/**
 * The activity log, `GET /api/local/activity`: what the route takes (checked field by field) and answers (which
 * the browser parses with the same schema, liberal in what it accepts).
 */

/** Rows per page: the route's default and most. */
export const ACTIVITY_PAGE = 50;
export const ACTIVITY_PAGE_MAX = 500;

/** What the log names an event, and how the page says it. An action not listed here shows as sent. */
export const ACTIVITY_ACTIONS = {
  'sign-in': 'Signed in',
  'sign-in.failed': 'Sign-in failed',
  'sign-out': 'Signed out',
  'sign-out.everywhere': 'Signed out everywhere',
  write: 'Write',
  paid: 'Paid call',
  refused: 'Refused',
  'share.create': 'Share link made',
  'share.revoke': 'Share link revoked',
  'people.add': 'Person added',
  'people.invite': 'Invitation made',
  'people.change': 'Person changed',
  'people.deactivate': 'Person deactivated',
  'brand.set': 'Brand set',
  'brand.removed': 'Brand removed',
  'brand.site_logo': 'Client logo changed',
  'report-schedule.create': 'Report schedule made',
  'report-schedule.change': 'Report schedule changed',
  'report-schedule.delete': 'Report schedule deleted',
  'report-schedule.send': 'Report sent by hand',
  'report.sent': 'Report mailed',
  'report.failed': 'Report not mailed',
  'alert.fired': 'Alert fired',
  'alert.sent': 'Alert delivered',
  'alert.failed': 'Alert not delivered',
  'alert.check': 'Alerts checked by hand',
  'alert-channel.create': 'Alert channel made',
  'alert-channel.change': 'Alert channel changed',
  'alert-channel.delete': 'Alert channel deleted',
  'alert-channel.test': 'Alert channel tested',
  'alert-rule.create': 'Alert rule made',
  'alert-rule.change': 'Alert rule changed',
  'alert-rule.delete': 'Alert rule deleted',
} as const satisfies Record<string, string>;

export function actionLabel(action: string): string {
  return (ACTIVITY_ACTIONS as Record<string, string>)[action] ?? action;
}

const firstOf = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const DAY = (name: string) => `${name} must be a day, YYYY-MM-DD.`;
const day = (name: string) =>
  z.preprocess(
    firstOf,
    z
      .string({ error: DAY(name) })
      .refine((v) => isDay(v), DAY(name))
      .optional(),
  );
const text = (name: string, max: number) =>
  z.preprocess(
    firstOf,
    z
      .string({ error: `${name} must be text.` })
      .trim()
      .max(max, `${name} must be at most ${max} characters.`)
      .optional()
      .transform((v) => (v ? v : undefined)),
  );

/** `?limit=&offset=&person=&action=&from=&to=`: person is an email, from and to UTC days, both included. */
export const activityQuerySchema = z.lazy(() =>
  z
    .object({
      limit: wholeParam('limit', { min: 1, max: ACTIVITY_PAGE_MAX, fallback: ACTIVITY_PAGE }),
      offset: wholeParam('offset', { min: 0, max: Number.MAX_SAFE_INTEGER, fallback: 0 }),
      person: text('person', 320),
      action: text('action', 64),
      from: day('from'),
      to: day('to'),
    })
    .refine((q) => !q.from || !q.to || q.from <= q.to, {
      path: ['to'],
      message: 'to must be on or after from.',
    }),
);
export type ActivityQuery = z.output<typeof activityQuerySchema>;

export const activityItemSchema = z.lazy(() =>
  z.looseObject({
    at: z.string(),
    /** as it was then; null for a share link's holder */
    email: z.string().nullable().catch(null),
    action: z.string(),
    operation: z.string().nullable().catch(null),
    site_id: z.number().nullable().catch(null),
    /** null: no credits (never 0 for "none") */
    credits: z.number().nullable().catch(null),
    outcome: z.string(),
    detail: z.string().nullable().optional().catch(null),
  }),
);
export type ActivityItem = z.output<typeof activityItemSchema>;

export const activityPageSchema = z.lazy(() =>
  z.looseObject({ items: z.array(activityItemSchema), total: z.number() }),
);
export type ActivityPage = z.output<typeof activityPageSchema>;
