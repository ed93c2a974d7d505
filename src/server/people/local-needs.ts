import type { Need } from '../../lib/people.ts';

/**
 * What a local route (below /api/local) needs of the person calling it: a role's need (lib/people.ts), or
 * `signed-in` for what every person may call about themselves (who they are, signing out). Each module of local
 * routes exports its table beside its routes; the access gate reads them all, and a route in no table is refused.
 *
 * Keys are `METHOD /path` as the route is registered on the local app, e.g. `GET /activity`,
 * `PATCH /people/:id`.
 */
export type LocalNeed = Need | 'signed-in';
export type LocalNeeds = Readonly<Record<string, LocalNeed>>;

/** The gate's own routes (people/gate.ts). */
export const SESSION_NEEDS: LocalNeeds = {
  'POST /session': 'signed-in',
  'DELETE /session': 'signed-in',
  'DELETE /sessions': 'signed-in',
  'GET /me': 'signed-in',
};
