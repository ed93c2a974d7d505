import { z } from 'zod';
import { isDay } from './annotations.ts';

/**
 * Read-only share links, `/api/local/shares`: what the routes take and answer. The routes validate a new link with
 * `shareInputSchema`; the browser parses their answers with `shareSchema` and `shareListSchema`.
 */

export const SHARE_DAYS_MIN = 1;
export const SHARE_DAYS_MAX = 90;
export const SHARE_LABEL_MAX = 120;
export const SHARE_SECTIONS = ['ai', 'audits', 'plan', 'backlinks', 'positions'] as const;

const asObject = (b: unknown) => (b && typeof b === 'object' && !Array.isArray(b) ? b : {});
const RANGE = 'The range needs two dates (YYYY-MM-DD).';
const SECTIONS = `Sections must be some of ${SHARE_SECTIONS.join(', ')}, at least one.`;
const ENGINE = 'The engine must be a positive whole number, or null for all engines.';

/**
 * The report's view a link shows: a range of real days in order, some of the report's sections (each once) and one
 * engine or all (null). Each step is checked once the one before it holds, so the message names the first fault.
 */
export const shareViewSchema = z.lazy(() =>
  z
    .preprocess(
      asObject,
      z.looseObject({
        from: z.string(RANGE).refine(isDay, RANGE),
        to: z.string(RANGE).refine(isDay, RANGE),
      }),
    )
    .pipe(
      z
        .looseObject({ from: z.string(), to: z.string() })
        .refine((v) => v.from <= v.to, 'The range must start on or before its end.'),
    )
    .pipe(
      z.looseObject({ from: z.string(), to: z.string(), sections: z.unknown() }).transform((v, ctx) => {
        const asked: unknown[] = Array.isArray(v.sections) ? v.sections : [];
        const sections = SHARE_SECTIONS.filter((s) => asked.includes(s));
        if (sections.length === 0 || sections.length !== asked.length)
          ctx.addIssue({ code: 'custom', message: SECTIONS });
        const { engine } = v as { engine?: number | null };
        return {
          from: v.from,
          to: v.to,
          sections: sections as string[],
          ...(engine === undefined ? {} : { engine }),
        };
      }),
    )
    .pipe(
      z.object({
        from: z.string(),
        to: z.string(),
        sections: z.array(z.string()),
        engine: z
          .number(ENGINE)
          .int(ENGINE)
          .min(1, ENGINE)
          .max(Number.MAX_SAFE_INTEGER, ENGINE)
          .nullish()
          .transform((e) => e ?? null),
      }),
    ),
);
export type ShareView = z.output<typeof shareViewSchema>;

const DAYS = `Choose a whole number of days from ${SHARE_DAYS_MIN} to ${SHARE_DAYS_MAX}.`;
const SITE = 'site_id must be a positive integer.';

/** A new link: the site, its life in whole days (1-90), a label up to 120 and the view (absent: the defaults). */
export const shareInputSchema = z.lazy(() =>
  z.preprocess(
    asObject,
    z.object({
      site_id: z
        .union([z.number(), z.string().regex(/^\d+$/).transform(Number)], { error: SITE })
        .pipe(z.number().int(SITE).min(1, SITE).max(Number.MAX_SAFE_INTEGER, SITE)),
      expires_in_days: z
        .union([z.number(), z.string().transform(Number)], { error: DAYS })
        .pipe(z.number(DAYS).int(DAYS).min(SHARE_DAYS_MIN, DAYS).max(SHARE_DAYS_MAX, DAYS)),
      label: z
        .string('The label must be text.')
        .trim()
        .max(SHARE_LABEL_MAX, `Keep the label under ${SHARE_LABEL_MAX + 1} characters.`)
        .nullish()
        .transform((l) => l || null),
      view: shareViewSchema.nullish().transform((v) => v ?? null),
    }),
  ),
);
export type ShareInput = z.output<typeof shareInputSchema>;

export type ShareStatus = 'active' | 'expired' | 'revoked';

/** A view as the server stored it, read liberally: anything malformed is no view (the report's defaults). */
export const storedViewSchema = z.lazy(() =>
  z
    .looseObject({
      from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      sections: z.array(z.string()),
      engine: z.number().int().nullable().catch(null),
    })
    .transform(({ from, to, sections, engine }) => ({ from, to, sections, engine }))
    .nullable()
    .catch(null),
);

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
      view: storedViewSchema,
      status: z.enum(['active', 'expired', 'revoked']).catch('expired'),
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

/** The list: a link the schema refuses is left out, the others shown. */
export const shareListSchema = z.lazy(() =>
  z.looseObject({ items: z.array(z.unknown()).catch([]) }).transform(({ items }) =>
    items.flatMap((raw) => {
      const link = shareSchema.safeParse(raw);
      return link.success ? [link.data] : [];
    }),
  ),
);
