import { z } from 'zod';
import { PERSON_ROLES } from '../people.ts';

/**
 * The team's people, `/api/local/people`: what the routes take and answer. The routes validate with the input
 * schemas (and the rules between fields, server/people/person-input.ts); the browser parses the answers with
 * `personSchema` and `peopleListSchema`.
 */

const asObject = (b: unknown) => (b && typeof b === 'object' && !Array.isArray(b) ? b : {});

const ROLE = `role: one of ${PERSON_ROLES.join(', ')}.`;
const SITES = 'sites: site ids are whole numbers from 1.';
const credits = (name: string) => {
  const message = `${name}: a whole number of credits from 0, or nothing for no limit.`;
  return z.number(message).int(message).min(0, message).max(1_000_000_000, message).nullable().optional();
};

const role = z.enum(PERSON_ROLES, { error: ROLE });
const sites = z
  .array(z.number(SITES).int(SITES).min(1, SITES).max(Number.MAX_SAFE_INTEGER, SITES), { error: SITES })
  .max(1000, 'sites: at most 1000 sites.');
const name = z.string('name: text.').trim().max(120, 'name: at most 120 characters.');

/** `POST /people`: a new person, invited by a one-use link. */
export const personInputSchema = z.lazy(() =>
  z.preprocess(
    asObject,
    z.strictObject(
      {
        email: z
          .string('email: required.')
          .trim()
          .min(1, 'email: required.')
          .max(320, 'email: at most 320 characters.'),
        name: name.optional(),
        role,
        sites: sites.optional(),
        daily_credits: credits('daily_credits'),
        monthly_credits: credits('monthly_credits'),
      },
      { error: 'This request takes email, name, role, sites, daily_credits and monthly_credits only.' },
    ),
  ),
);
export type PersonInputBody = z.output<typeof personInputSchema>;

/** `PATCH /people/:id`: what changes (what is absent stays). */
export const personChangeSchema = z.lazy(() =>
  z.preprocess(
    asObject,
    z.strictObject(
      {
        name: name.min(1, 'name: required when given.').optional(),
        role: role.optional(),
        sites: sites.optional(),
        daily_credits: credits('daily_credits'),
        monthly_credits: credits('monthly_credits'),
        active: z.boolean('active: true or false.').optional(),
      },
      { error: 'This request takes name, role, sites, daily_credits, monthly_credits and active only.' },
    ),
  ),
);
export type PersonChangeBody = z.output<typeof personChangeSchema>;

const limit = z.number().int().nullable().catch(null);

/** A person as the routes answer them; `invitation_url` only on the answer that made a link. */
export const personSchema = z.lazy(() =>
  z.looseObject({
    id: z.string(),
    email: z.string(),
    name: z.string().catch(''),
    role: z.enum(PERSON_ROLES).catch('viewer'),
    sites: z.array(z.number().int()).catch([]),
    limits: z
      .looseObject({ daily_credits: limit, monthly_credits: limit })
      .catch({ daily_credits: null, monthly_credits: null }),
    active: z.boolean().catch(false),
    last_sign_in_at: z.string().nullable().catch(null),
    /** a link is waiting to be used */
    invited: z.boolean().catch(false),
    invitation_expires_at: z.string().nullable().catch(null),
    invitation_url: z.string().optional().catch(undefined),
  }),
);
export type PersonAnswer = z.output<typeof personSchema>;

/** The list: a person the schema refuses is left out, the others shown. */
export const peopleListSchema = z.lazy(() =>
  z.preprocess(
    asObject,
    z.looseObject({ items: z.array(z.unknown()).catch([]) }).transform(({ items }) =>
      items.flatMap((raw) => {
        const p = personSchema.safeParse(raw);
        return p.success ? [p.data] : [];
      }),
    ),
  ),
);
