import { Hono } from 'hono';
import { refusalOf, roleAllows, whoCanOpen, type Need } from '../../lib/people.ts';
import { activityQuerySchema } from '../../lib/local-schemas/activity.ts';
import { json } from '../http/answer.ts';
import type { AppEnv } from '../http/env.ts';
import { refusal } from '../http/refusal.ts';
import { getOnly, notAllowed, query } from '../http/local-params.ts';
import type { Activity } from './activity.ts';

/**
 * Who may read the log: owners and admins (lib/people.ts, `activity`). A `LocalNeeds` table (people/needs.ts), typed
 * by the need alone so that this module does not import the module that gathers every table.
 */
export const ACTIVITY_NEEDS = {
  'GET /activity': 'activity',
} as const satisfies Readonly<Record<string, Need>>;

/** `/api/local/activity`: the log, newest first, filtered by person (email), action and days, a page at a time. */
export function activityRoutes(activity: Activity): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/activity', getOnly, query(activityQuerySchema), async (c) => {
    // the access gate keeps this door too; the log says who did what, so it is kept here whatever the gate says
    const reader = c.get('person');
    if (!reader || !roleAllows(reader.role, 'activity'))
      return json(c, 403, {
        ...refusal(
          reader
            ? refusalOf(reader.role, 'activity')
            : `Only an owner or an admin can read the activity log. Ask ${whoCanOpen('activity')}.`,
        ),
        ...(reader ? { role: reader.role } : {}),
        need: 'activity',
      });
    const { limit, offset, person, action, from, to } = c.req.valid('query');
    const page = await activity.list({ limit, offset, email: person, action, from, to });
    return json(c, 200, page);
  });
  app.all('/activity', notAllowed);
  return app;
}
