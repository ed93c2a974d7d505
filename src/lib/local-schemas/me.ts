import { z } from 'zod';
import { PERSON_ROLES, type Me } from '../people.ts';

/**
 * `GET /api/local/me`: who the dashboard is signed in as. An unknown role reads as a viewer's, the narrowest that
 * still shows the team's pages: the server decides every door anyway, and a role it added later must not open more
 * here than it does there.
 */
export const meSchema = z.lazy(() =>
  z.looseObject({
    email: z.string().catch(''),
    name: z.string().catch(''),
    role: z.enum(PERSON_ROLES).catch('viewer'),
    sites: z.array(z.number().int()).catch([]),
    limits: z
      .looseObject({
        daily_credits: z.number().nullable().catch(null),
        monthly_credits: z.number().nullable().catch(null),
      })
      .catch({ daily_credits: null, monthly_credits: null }),
    local: z.boolean().catch(false),
  }),
) satisfies z.ZodType<Me>;
