import type { Context, MiddlewareHandler } from 'hono';
import { findOperation, type UpstreamBase } from '../../lib/operations.ts';
import type { AppEnv } from '../http/env.ts';
import { pathOf, safeSubPath } from '../http/guards.ts';
import type { Store } from '../store/interface.ts';
import type { ActivityEvent } from './event.ts';

/** What the recorder needs of the log (activity.ts). */
export interface ActivitySink {
  readonly store: Store;
  recordLater(e: ActivityEvent | Promise<ActivityEvent | undefined>, log: (line: string) => void): void;
  takeSelfRecorded(requestId: string): boolean;
}

/**
 * The server's own routes (below /api/local) that are more than a write: what the log calls them. Every other
 * non-GET local route is a `write`; the sign-in routes record themselves (people/gate.ts).
 */
const LOCAL_ACTIONS: readonly { method: string; path: RegExp; action: string | null }[] = [
  { method: 'POST', path: /^\/shares$/, action: 'share.create' },
  { method: 'DELETE', path: /^\/shares\/[^/]+$/, action: 'share.revoke' },
  // a rank run holds its whole cost in the ledger before it queues a call
  { method: 'POST', path: /^\/positions\/run$/, action: 'paid' },
  { method: 'POST', path: /^\/session$/, action: null },
  { method: 'DELETE', path: /^\/sessions?$/, action: null },
];

/** Refusals of a person's request: not signed in, over a limit, not their role, too many. */
const REFUSALS = new Set([401, 402, 403, 429]);

interface Seen {
  /** 'write', 'paid', 'read' or a local route's own action */
  kind: string;
  operation: string;
  site: () => Promise<number | null>;
}

const siteOf = (v: unknown): number | null => {
  const n = typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** What a request is, as the log names it: its operation (or local route), kind and site. */
function seen(c: Context<AppEnv>, store: Store): Seen | undefined {
  const req = c.env.incoming;
  const method = (req.method ?? 'GET').toUpperCase();
  const path = pathOf(req.url);
  const query = new URLSearchParams((req.url ?? '').split('?')[1]?.split('#')[0] ?? '');
  const local = /^\/api\/local(\/.*)$/.exec(path);
  if (local) {
    const sub = local[1] as string;
    const named = LOCAL_ACTIONS.find((a) => a.method === method && a.path.test(sub));
    if (named && named.action === null) return undefined;
    return {
      kind: named?.action ?? (method === 'GET' || method === 'HEAD' ? 'read' : 'write'),
      operation: `${method} ${path}`,
      site: async () => {
        const fromQuery = siteOf(query.get('site_id'));
        if (fromQuery) return fromQuery;
        // a body the route checked (a new share link names its site)
        const body = (c.req.valid as (t: 'json') => unknown)('json') as { site_id?: unknown } | undefined;
        if (body && typeof body === 'object' && siteOf(body.site_id)) return siteOf(body.site_id);
        const share = /^\/shares\/(\d{1,15})$/.exec(sub);
        if (share) {
          const row = await store.db
            .selectFrom('shares')
            .select('site_id')
            .where('id', '=', Number(share[1]))
            .executeTakeFirst();
          return row?.site_id ?? null;
        }
        return null;
      },
    };
  }
  const m = /^\/api\/(project|data|backlinks)(\/.*)?$/.exec(path);
  if (!m) return undefined;
  const sub = safeSubPath(m[2] ?? '/');
  const found = sub ? findOperation(m[1] as UpstreamBase, method, sub) : undefined;
  if (!found) return undefined;
  const { op, params } = found;
  return {
    kind: op.paid ? 'paid' : method === 'GET' ? 'read' : 'write',
    operation: op.id,
    site: () => Promise.resolve(siteOf(params.site_id) ?? siteOf(query.get('site_id'))),
  };
}

function outcomeOf(status: number): 'ok' | 'refused' | 'failed' {
  if (REFUSALS.has(status)) return 'refused';
  return status < 400 ? 'ok' : 'failed';
}

/**
 * Records, once a request is answered, every write, every paid call (its credits are its ledger rows', read when
 * the log is shown) and every refusal of a person's write, spend or read: who, what, which site, how it ended.
 * Free reads that were answered are not: they are most requests, and say nothing of who changed what. The row is
 * written after the answer and never holds it up; a failure to write it is logged, and the answer stands.
 */
export function activityRecorder(
  activity: ActivitySink,
  log: (line: string) => void = (line) => console.error(line),
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    // a call from inside the server (a rank run's) has no socket: the run's own request is what a person did
    const res = c.env.outgoing;
    if (typeof res.once !== 'function') return;
    try {
      const what = seen(c, activity.store);
      if (!what) return;
      const status = res.headersSent ? res.statusCode : c.res.status;
      const outcome = outcomeOf(status);
      const person = c.get('person');
      if (what.kind === 'read' && (outcome !== 'refused' || !person || status === 429)) return;
      const requestId = c.get('requestId');
      if (activity.takeSelfRecorded(requestId)) return;
      activity.recordLater(
        what.site().then((site_id): ActivityEvent => ({
          person: person && { id: person.id, email: person.email },
          action: outcome === 'refused' ? 'refused' : what.kind,
          operation: what.operation,
          site_id,
          outcome,
          request_id: requestId,
          detail: status >= 400 ? `${what.kind === 'read' ? 'read' : what.kind}: HTTP ${status}` : null,
        })),
        log,
      );
    } catch (err) {
      log(`[activity] not recorded: ${err instanceof Error ? err.message : String(err)}`);
    }
  };
}
