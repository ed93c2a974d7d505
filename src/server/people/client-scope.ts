import type { Context } from 'hono';
import { json } from '../http/answer.ts';
import type { AppEnv } from '../http/env.ts';
import { pathOf } from '../http/guards.ts';
import { refusal } from '../http/refusal.ts';
import type { SiteScope } from '../share/share-gate.ts';
import type { Reader, ScopeWords } from '../share/share-scope.ts';
import type { Person } from './people.ts';

/**
 * What a client may read: the report, the rank-tracking summary and the read-only views of the sites given to them,
 * every date of them. The access gate calls this for a client's reads (it refuses their writes and paid calls
 * itself); the share links' scope does the work (share-scope.ts, share-gate.ts), with the client's sites instead of
 * a link's one site and no view bounding them. Lists (the audit list, which is also the site list, and the backlink
 * report list) are cut to their sites; a read of another site, or of nothing tied to a site (keyword research, SERP,
 * the account, the ledger, groups), is refused.
 */

/** "site #101", "sites #101 and #103", "sites #101, #102 and #103" */
export function sitesInWords(sites: readonly number[]): string {
  const named = sites.map((s) => `#${s}`);
  if (named.length <= 1) return `site ${named[0] ?? ''}`.trim();
  return `sites ${named.slice(0, -1).join(', ')} and ${named.at(-1) ?? ''}`;
}

const ASK = 'An owner or an admin of the team can change what your account shows.';

export function clientWords(sites: readonly number[]): ScopeWords {
  if (sites.length === 0) {
    const none = `No site has been given to your client account yet. ${ASK}`;
    return { write: none, paid: none, outside: none, otherSite: none, unchecked: none };
  }
  const yours = sitesInWords(sites);
  return {
    write: `Your client account reads the reports of ${yours}: it cannot change anything. ${ASK}`,
    paid: `Your client account reads the reports of ${yours}: it cannot spend credits or money. ${ASK}`,
    outside: `Your client account shows the reports of ${yours} only: this is not part of them. ${ASK}`,
    otherSite: `Your client account shows ${yours} only. ${ASK}`,
    unchecked: 'Searchboard could not check which site this belongs to. Try again.',
  };
}

export const clientReader = (person: Person): Reader => ({
  sites: new Set(person.sites),
  view: null,
  says: clientWords(person.sites),
});

/** who they are: every person may ask */
const OWN = new Set(['/api/local/me']);

export type ClientScope = (c: Context<AppEnv>, person: Person) => Promise<Response | 'pass'>;

/**
 * A client's read through the share links' scope: it passes on, or it is answered here (403, or a list cut to
 * their sites). Without a scope nothing can say whose a read is: it is refused rather than read unchecked.
 */
export function clientScope(scope: SiteScope | undefined): ClientScope {
  return async (c, person) => {
    if (OWN.has(pathOf(c.env.incoming.url))) return 'pass';
    if (!scope) return json(c, 403, refusal(clientWords(person.sites).unchecked));
    return scope(c, clientReader(person));
  };
}
