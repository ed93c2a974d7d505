import { z } from 'zod';
import {
  checkShareView,
  SHARE_DAYS_MAX,
  SHARE_DAYS_MIN,
  SHARE_LABEL_MAX,
  SHARE_MESSAGES,
  SHARE_STATUSES,
} from '../share-rules.ts';
import { readAnsweredView } from '../share-view.ts';

/**
 * Read-only share links, `/api/local/shares`: what the routes take and answer. The routes validate a new link with
 * `shareInputSchema`; the browser parses their answers with `shareSchema` and `shareListSchema`. The rules
 * themselves are `lib/share-rules.ts`'s, which the share gate checks a stored view with too.
 */

const asObject = (b: unknown) => (b && typeof b === 'object' && !Array.isArray(b) ? b : {});

/** The report's view a link shows, refused with the message of its first fault. */
export const shareViewSchema = z.lazy(() =>
  z.unknown().transform((raw, ctx) => {
    const checked = checkShareView(raw);
    if (checked.ok) return checked.view;
    ctx.addIssue({ code: 'custom', message: checked.error });
    return z.NEVER;
  }),
);
export type ShareView = z.output<typeof shareViewSchema>;

const DAYS = SHARE_MESSAGES.days;
const SITE = 'site_id must be a positive integer.';

/**
 * A new link: the site, its life in whole days (1-90) or null (until revoked), a label up to 120 and the view (absent:
 * the defaults; `rolling` for the last N days on every visit).
 */
export const shareInputSchema = z.lazy(() =>
  z.preprocess(
    asObject,
    z.object({
      site_id: z
        .union([z.number(), z.string().regex(/^\d+$/).transform(Number)], { error: SITE })
        .pipe(z.number().int(SITE).min(1, SITE).max(Number.MAX_SAFE_INTEGER, SITE)),
      // null: the link lasts until revoked
      expires_in_days: z
        .null()
        .or(
          z
            .union([z.number(), z.string().transform(Number)], { error: DAYS })
            .pipe(z.number(DAYS).int(DAYS).min(SHARE_DAYS_MIN, DAYS).max(SHARE_DAYS_MAX, DAYS)),
        ),
      label: z
        .string('The label must be text.')
        .trim()
        .max(SHARE_LABEL_MAX, SHARE_MESSAGES.label)
        .nullish()
        .transform((l) => l || null),
      view: shareViewSchema.nullish().transform((v) => v ?? null),
    }),
  ),
);
export type ShareInput = z.output<typeof shareInputSchema>;

/** A link as the routes answer it; an unknown status reads as expired, and only an active link keeps its url. */
export const shareSchema = z.lazy(() =>
  z
    .looseObject({
      id: z.coerce.number().pipe(z.number().int()),
      site_id: z.coerce.number().pipe(z.number().int()),
      label: z.string().nullable().catch(null),
      created_at: z.string().catch(''),
      expires_at: z.string().catch(''),
      revoked_at: z.string().nullable().catch(null),
      /** read liberally: anything malformed is no view (the report's defaults) */
      view: z.unknown().transform(readAnsweredView),
      status: z.enum(SHARE_STATUSES).catch('expired'),
      url: z.string().nullable().catch(null),
    })
    .transform(({ id, site_id, label, created_at, expires_at, revoked_at, view, status, url }) => ({
      id,
      site_id,
      label,
      created_at,
      expires_at,
      revoked_at,
      view,
      status,
      url: status === 'active' ? url : null,
    })),
);
export type ShareLink = z.output<typeof shareSchema>;

/** The list: a link the schema refuses is left out, the others shown; an answer without a list shows none. */
export const shareListSchema = z.lazy(() =>
  z.preprocess(
    asObject,
    z.looseObject({ items: z.array(z.unknown()).catch([]) }).transform(({ items }) =>
      items.flatMap((raw) => {
        const link = shareSchema.safeParse(raw);
        return link.success ? [link.data] : [];
      }),
    ),
  ),
);
