import { z } from 'zod';
import { idLike, wholeIn } from './params.ts';

/**
 * Rank tracking, `/api/local/positions…`: what the routes take and answer. The routes validate their queries and
 * bodies with the input schemas below; the browser parses their answers with the answer schemas.
 */

/** spec, SERP collection: "search_engine ... only the one supported web search engine, label web_search_engine_1" */
export const SEARCH_ENGINE = 'web_search_engine_1';
/** spec, Limits: "Keyword length in a SERP task: 255 characters" */
export const KEYWORD_MAX = 255;
export const TAGS_MAX = 10;
export const TAG_MAX = 40;
/** the longest trend a page asks for, in days */
export const TREND_DAYS_MAX = 400;

// ---- answers

const changeSchema = z.lazy(() =>
  z
    .union([
      z.object({ kind: z.literal('moved'), by: z.number() }),
      z.object({ kind: z.enum(['entered', 'lost', 'same-absent']) }),
    ])
    .nullable()
    .catch(null),
);
const position = z.number().int().positive().nullable().catch(null);

export const trackedKeywordSchema = z.lazy(() =>
  z.looseObject({
    id: z.number().int(),
    keyword: z.string(),
    location_id: z.number().int(),
    language_code: z.string(),
    device: z.string(),
    tags: z.array(z.string()).catch([]),
    day: z.string().nullable().catch(null),
    position,
    url: z.string().nullable().catch(null),
    change1: changeSchema,
    change7: changeSchema,
    change30: changeSchema,
    best: position,
    trend: z.array(z.looseObject({ day: z.string(), position })).catch([]),
  }),
);

export const runSchema = z.lazy(() =>
  z.looseObject({
    id: z.number().int(),
    kind: z.enum(['scheduled', 'manual']).catch('manual'),
    status: z.enum(['running', 'finished']).catch('finished'),
    outcome: z.enum(['done', 'skipped-budget', 'failed']).nullable().catch(null),
    message: z.string().nullable().catch(null),
    keywords: z.number().int().catch(0),
    started_at: z.string(),
    finished_at: z.string().nullable().catch(null),
  }),
);

export const settingsSchema = z.lazy(() =>
  z.looseObject({
    domain: z.string(),
    subdomains: z.boolean().catch(false),
    cadence: z.enum(['daily', 'weekly']).catch('daily'),
    // a share link's answer names the domain and cadence only: the report draws nothing of the schedule
    hour: z.number().int().catch(0),
    weekday: z.number().int().catch(0),
  }),
);

export const positionsSchema = z.lazy(() =>
  z.looseObject({
    settings: settingsSchema.nullable().catch(null),
    keywords: z.array(trackedKeywordSchema).catch([]),
    schedule: z
      .looseObject({
        next_run: z.string().nullable().catch(null),
        last_run: runSchema.nullable().catch(null),
      })
      .nullable()
      .catch(null),
    running: runSchema.nullable().catch(null),
    runs: z.array(runSchema).catch([]),
  }),
);

export const historySchema = z.lazy(() =>
  z.looseObject({
    keyword: z.looseObject({ id: z.number().int(), keyword: z.string() }),
    days: z.array(
      z.looseObject({
        day: z.string(),
        position,
        url: z.string().nullable().catch(null),
        top10: z.array(z.string()).catch([]),
      }),
    ),
  }),
);

const dayAverage = z.lazy(() =>
  z.looseObject({ day: z.string(), average: z.number().nullable().catch(null) }),
);

export const trendsSchema = z.lazy(() =>
  z.looseObject({
    days: z.number().int(),
    since: z.string(),
    trend: z
      .array(
        z.looseObject({
          day: z.string(),
          checked: z.number().int().catch(0),
          found: z.number().int().catch(0),
          average: z.number().nullable().catch(null),
          top3: z.number().catch(0),
          top10: z.number().catch(0),
        }),
      )
      .catch([]),
    competitors: z
      .array(
        z.looseObject({
          domain: z.string(),
          appearances: z.number().int().catch(0),
          share: z.number().catch(0),
          days: z.array(dayAverage).catch([]),
        }),
      )
      .catch([]),
    site: z.array(dayAverage).catch([]),
  }),
);

export type PositionsTrends = z.output<typeof trendsSchema>;
export type TrackedKeyword = z.output<typeof trackedKeywordSchema>;
export type PositionsRun = z.output<typeof runSchema>;
export type PositionsSettings = z.output<typeof settingsSchema>;
export type Positions = z.output<typeof positionsSchema>;
export type PositionsHistory = z.output<typeof historySchema>;
export type Change = TrackedKeyword['change1'];

/** How many keywords a removal stopped tracking, and their ids. */
export const removedSchema = z.lazy(() =>
  z.looseObject({ removed: z.number(), keyword_ids: z.array(z.number()).catch([]) }),
);

/** The added keywords' count, and those the site tracked already. */
export const addedSchema = z.lazy(() => z.looseObject({ added: z.number(), already: z.number() }));

// ---- input

const asObject = (b: unknown) => (b && typeof b === 'object' && !Array.isArray(b) ? b : {});
const firstOf = (v: unknown) => (Array.isArray(v) ? (v as unknown[])[0] : v);

const id = (name: string) => z.preprocess(firstOf, idLike(`${name} must be a positive integer.`));

/** `?site_id=`: every rank-tracking route but a keyword's removal names its site. */
export const siteQuerySchema = z.lazy(() => z.object({ site_id: id('site_id') }));
/** `?site_id=&keyword_id=`: one keyword's history. */
export const historyQuerySchema = z.lazy(() =>
  z.object({ site_id: id('site_id'), keyword_id: id('keyword_id') }),
);
const DAYS = `days must be a whole number from 1 to ${TREND_DAYS_MAX}.`;
/** `?site_id=&days=`: the trends of the last `days` days (90 when not given). */
export const trendsQuerySchema = z.lazy(() =>
  z.object({
    site_id: id('site_id'),
    days: z.preprocess(firstOf, wholeIn(1, TREND_DAYS_MAX, DAYS).optional()).transform((d) => d ?? 90),
  }),
);

/** What the server's own rules add: how a domain is read, and how many keywords a site may track. */
export interface PositionsRules {
  normalizeDomain: (raw: string) => string;
  isDomain: (domain: string) => boolean;
  keywordsPerSite: number;
}

/**
 * A site's settings: domain, subdomains, cadence (daily | weekly), hour 0-23 UTC, weekday 0-6. The domain is read
 * by the server's matching rules, which the routes hand in.
 */
export const settingsInputSchema = (rules: PositionsRules) =>
  z.preprocess(
    asObject,
    z.object({
      domain: z
        .preprocess((d) => (typeof d === 'string' ? rules.normalizeDomain(d) : ''), z.string())
        .refine(rules.isDomain, 'Enter the site’s domain, e.g. example.com.'),
      subdomains: z
        .boolean('subdomains must be true or false.')
        .optional()
        .transform((s) => s === true),
      cadence: z
        .enum(['daily', 'weekly'], 'Choose daily or weekly.')
        .nullish()
        .transform((c) => c ?? 'daily'),
      hour: wholeIn(0, 23, 'Choose an hour from 0 to 23 (UTC).')
        .nullish()
        .transform((h) => h ?? 6),
      weekday: wholeIn(0, 6, 'Choose a day of the week (0 = Sunday … 6).')
        .nullish()
        .transform((w) => w ?? 1),
    }),
  );

/**
 * The keyword lines of an add: text, blanks dropped, spaces collapsed, each once whatever its case, 1 to the
 * site's cap of up to 255 characters. The first faulty line is named.
 */
const keywordLines = (cap: number) =>
  z.array(z.unknown(), 'keywords must be a list of keywords.').transform((raw, ctx) => {
    const keywords: string[] = [];
    const seen = new Set<string>();
    let fault: string | undefined;
    for (const [i, k] of raw.entries()) {
      if (typeof k !== 'string') {
        fault = `Line ${i + 1} is not text.`;
        break;
      }
      const kw = k.trim().replace(/\s+/g, ' ');
      if (!kw) continue;
      if (kw.length > KEYWORD_MAX) {
        fault = `Line ${i + 1} is longer than ${KEYWORD_MAX} characters.`;
        break;
      }
      if (!seen.has(kw.toLowerCase())) keywords.push(kw);
      seen.add(kw.toLowerCase());
    }
    if (!fault && keywords.length === 0) fault = 'Enter at least one keyword.';
    if (keywords.length > cap) fault = `At most ${cap} keywords at once.`;
    if (fault) ctx.addIssue({ code: 'custom', message: fault });
    return keywords;
  });

const TAG = `Each tag is 1-${TAG_MAX} characters.`;

/** Keywords to add, with the SERP task's own parameters and up to 10 tags. */
export const newKeywordsSchema = (rules: PositionsRules) =>
  z.preprocess(
    asObject,
    // loose: a site's first keywords bring its settings in the same body
    z.looseObject({
      keywords: keywordLines(rules.keywordsPerSite),
      location_id: wholeIn(1, 2 ** 31, 'Choose a location.'),
      language_code: z
        .string('Choose a language (ISO 639-1, e.g. en).')
        .trim()
        .toLowerCase()
        .regex(/^[a-z]{2}$/, 'Choose a language (ISO 639-1, e.g. en).'),
      device: z
        .enum(['desktop', 'mobile'], 'Choose desktop or mobile.')
        .nullish()
        .transform((d) => d ?? 'desktop'),
      search_engine: z
        .literal(SEARCH_ENGINE, `The search engine must be ${SEARCH_ENGINE}.`)
        .nullish()
        .transform(() => SEARCH_ENGINE),
      tags: z
        .array(z.unknown(), `Give up to ${TAGS_MAX} tags.`)
        .max(TAGS_MAX, `Give up to ${TAGS_MAX} tags.`)
        .pipe(z.array(z.string(TAG).trim().min(1, TAG).max(TAG_MAX, TAG)))
        .optional()
        .transform((tags) => [...new Set(tags)]),
    }),
  );

/** A run: every keyword of the site, or those listed (each checked against the site's own in the route). */
export const runInputSchema = z.lazy(() =>
  z.preprocess(
    asObject,
    z.object({
      keyword_ids: z
        .array(z.unknown(), 'keyword_ids must list keywords of this site.')
        .min(1, 'keyword_ids must list keywords of this site.')
        .pipe(z.array(idLike('keyword_ids must list keywords of this site.')))
        .optional(),
    }),
  ),
);

const IDS = 'keyword_ids must list keywords of this site.';
const PICK = 'Choose the keywords to remove: their ids, a tag, or both.';

/**
 * Keywords to stop tracking: those listed (each checked against the site's own in the route), every keyword
 * carrying `tag`, or both. At least one of the two.
 */
export const removeKeywordsSchema = (rules: Pick<PositionsRules, 'keywordsPerSite'>) =>
  z.preprocess(
    asObject,
    z
      .object({
        keyword_ids: z
          .array(z.unknown(), IDS)
          .min(1, IDS)
          .max(rules.keywordsPerSite, `At most ${rules.keywordsPerSite} keywords at once.`)
          .pipe(z.array(idLike(IDS)))
          .optional(),
        tag: z.string(TAG).trim().min(1, TAG).max(TAG_MAX, TAG).optional(),
      })
      .refine((r) => r.keyword_ids !== undefined || r.tag !== undefined, {
        message: PICK,
        path: ['keyword_ids'],
      }),
  );
