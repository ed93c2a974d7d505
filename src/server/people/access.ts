import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { findOperation, type UpstreamBase } from '../../lib/operations.ts';
import { needOfOperation, refusalOf, roleAllows, type Need } from '../../lib/people.ts';
import { json } from '../http/answer.ts';
import type { AppEnv } from '../http/env.ts';
import { safeSubPath } from '../http/guards.ts';
import { refusal } from '../http/refusal.ts';
import { clientScope, type ClientScope } from './client-scope.ts';
import type { LocalNeed, LocalNeeds } from './local-needs.ts';
import type { Person } from './people.ts';

/**
 * What a signed-in person's role lets them do, for every request, before any route runs: the service's operations
 * need what the operation table says of them (lib/people.ts `needOfOperation`), the local routes what their module's
 * table says (needs.ts). A client's reads go on to their sites' scope (client-scope.ts). The local owner passes; a
 * share link's holder has no person, and the share gate has already limited them.
 *
 * A local route is known by the route the app matched, never by a list of paths kept here: a route registered with
 * a method (`app.get`, `app.post`…) whose `METHOD /path` is in no table is refused to everyone but the local owner,
 * so a new route is shut until its module says what it needs. Routes registered for every method (`app.all`,
 * `app.use`) are middleware and the 404 and 405 answers; a request that matches only those reaches nothing.
 */

const LOCAL = '/api/local';
const API = /^\/api\/(project|data|backlinks)(\/[^?#]*)?(?:\?[^#]*)?$/;

/** The route patterns of an app's routes registered with a method: what a table of needs must name. */
export function routeKeys(routes: readonly { method: string; path: string }[], prefix = ''): string[] {
  const keys = new Set<string>();
  for (const r of routes) {
    if (r.method === 'ALL' || !r.path.startsWith(`${prefix}/`)) continue;
    keys.add(`${r.method} ${r.path.slice(prefix.length)}`);
  }
  return [...keys];
}

/** Tables merged; one route given two needs is a mistake said at start, not a guess at request time. */
export function mergeNeeds(tables: readonly LocalNeeds[]): ReadonlyMap<string, LocalNeed> {
  const merged = new Map<string, LocalNeed>();
  for (const table of tables)
    for (const [key, need] of Object.entries(table)) {
      const before = merged.get(key);
      if (before !== undefined && before !== need)
        throw new Error(`The local route ${key} needs both ${before} and ${need}.`);
      merged.set(key, need);
    }
  return merged;
}

/** The routes among `keys` that no table names. */
export function uncovered(keys: readonly string[], tables: readonly LocalNeeds[]): string[] {
  const merged = mergeNeeds(tables);
  return keys.filter((k) => !merged.has(k));
}

/** What calling the service's operation a request names needs; nothing when it names none (the proxy's 404). */
function upstreamNeed(url: string, method: string): Need | undefined {
  const m = API.exec(url);
  const sub = m ? safeSubPath(m[2] ?? '/') : undefined;
  const found = m && sub ? findOperation(m[1] as UpstreamBase, method, sub) : undefined;
  return found ? needOfOperation(found.op) : undefined;
}

export interface AccessDeps {
  /** the tables of the local routes (needs.ts ROUTE_NEEDS) */
  needs: readonly LocalNeeds[];
  /** a client's reads, cut to their sites */
  scope?: ClientScope;
}

export function accessGate(deps: AccessDeps): MiddlewareHandler<AppEnv> {
  const needs = mergeNeeds(deps.needs);
  const scope = deps.scope ?? clientScope(undefined);

  /** The needs of the local routes the app matched; `unlisted` when one is in no table. */
  function localNeeds(c: Context<AppEnv>): LocalNeed[] | 'unlisted' {
    const found: LocalNeed[] = [];
    for (const key of routeKeys(matchedRoutes(c), LOCAL)) {
      const need = needs.get(key);
      if (need === undefined) return 'unlisted';
      found.push(need);
    }
    return found;
  }

  const refuse = (c: Context<AppEnv>, person: Person, need: Need) =>
    json(c, 403, { ...refusal(refusalOf(person.role, need)), role: person.role, need });

  return async (c, next) => {
    const person = c.get('person');
    if (!person || person.local) return next();
    const url = c.env.incoming.url ?? '/';
    const method = (c.env.incoming.method ?? 'GET').toUpperCase();
    let asked: LocalNeed[] | 'unlisted' = [];
    if (url.startsWith(`${LOCAL}/`)) asked = localNeeds(c);
    else {
      const need = upstreamNeed(url, method);
      if (need) asked = [need];
    }
    if (asked === 'unlisted')
      return json(c, 403, {
        ...refusal('This request is not open to any role: Searchboard does not know what it needs.'),
        role: person.role,
      });
    for (const need of asked) {
      if (need === 'signed-in') continue;
      if (!roleAllows(person.role, need)) return refuse(c, person, need);
    }
    // a client's reads: only those of their own sites
    if (person.role === 'client' && asked.some((n) => n !== 'signed-in')) {
      const scoped = await scope(c, person);
      if (scoped !== 'pass') return scoped;
    }
    return next();
  };
}
