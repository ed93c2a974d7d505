import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Upstream } from '../http/config.ts';
import { serverFailure } from '../http/failure.ts';
import { checkRequestOrigin, safeSubPath } from '../http/guards.ts';
import { findOperation, type UpstreamBase } from '../../lib/operations.ts';
import type { ShareRow, Shares } from './share.ts';
import { SiteDirectory, type FetchJson } from './share-directory.ts';
import { goneLinkPage } from './share-page.ts';
import { bareDomain } from '../../lib/url-parts.ts';
import { ambiguousId, localScope, SHARE_REFUSALS, upstreamScope, type Scope } from './share-scope.ts';
import { LinkRate } from './share-rate.ts';
import { boundView, readShareView } from './share-view.ts';
import { behindTls, readCookie } from '../team/team-auth.ts';

export const SHARE_COOKIE = 'sb_share';
/**
 * Readable by the page, and worth nothing to the server: it only tells the app, before its first request, to draw
 * the read-only frame rather than flash the team's shell. The HttpOnly cookie above is what the gate checks.
 */
export const SHARE_HINT_COOKIE = 'sb_shared';
type Send = (res: ServerResponse, status: number, body: unknown, headers?: Record<string, string>) => void;

export interface ShareGate {
  /**
   * Answers a request a share link limits (and returns true), or returns false to let the proxy go on.
   * `again` re-enters the proxy for a request this gate cleared after an asynchronous check.
   */
  intercept(req: IncomingMessage, res: ServerResponse, again: () => void): boolean;
  /** Opening a link, or a request carrying a link's cookie: the team gate lets these through to this gate. */
  claims(req: IncomingMessage): boolean;
  /** the verified link of a request this gate let through */
  shareOf(req: IncomingMessage): ShareRow | undefined;
}

const API = /^\/api\/(project|data|backlinks)(\/[^?#]*)?(?:\?([^#]*))?$/;

/** The upstream read of the gate itself (free list operations), with the key added here, on the server. */
export function upstreamFetch(timeoutMs: number): FetchJson {
  return async (upstream, pathAndQuery) => {
    const r = await fetch(upstream.url + pathAndQuery, {
      headers: { authorization: `Token ${upstream.key}`, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    return {
      status: r.status,
      type: r.headers.get('content-type') ?? 'application/json',
      body: Buffer.from(await r.arrayBuffer()),
    };
  };
}

export function shareGate(deps: {
  shares: Shares;
  upstreams: Record<UpstreamBase, Upstream>;
  allowedHosts: readonly string[];
  send: Send;
  fetchJson: FetchJson;
  /** how fast one link may call the API (share-rate.ts) */
  rate?: LinkRate;
}): ShareGate {
  const { shares, send, upstreams, fetchJson } = deps;
  const directory = new SiteDirectory(fetchJson, upstreams.data, upstreams.backlinks);
  const rate = deps.rate ?? new LinkRate();
  const cleared = new WeakMap<IncomingMessage, ShareRow>();

  /** The store could not be read (a PostgreSQL restart): 503 while it is away, else the server's 500. */
  const failed = (req: IncomingMessage, res: ServerResponse, err: unknown) => {
    if (res.headersSent) return void res.destroy();
    serverFailure(req, res, err);
  };

  const refuse = (req: IncomingMessage, res: ServerResponse, status: number, message: string) => {
    req.resume();
    send(res, status, { message });
  };

  async function openLink(req: IncomingMessage, res: ServerResponse, token: string): Promise<void> {
    const v = await shares.verify(token);
    if (!v.ok) return goneLinkPage(res, v.reason, false);
    const maxAge = Math.max(1, Math.floor((Date.parse(v.share.expires_at) - Date.now()) / 1000));
    // Lax, not Strict: a link is opened from mail or chat, and a Strict cookie set on a cross-site arrival is
    // not sent with the redirected page request. The cookie only allows free GET reads, so Lax costs nothing.
    const secure = behindTls(req) ? '; Secure' : '';
    const cookie = `${SHARE_COOKIE}=${token}; HttpOnly; SameSite=Lax; Path=/; Max-Age=${maxAge}${secure}`;
    const hint = `${SHARE_HINT_COOKIE}=1; SameSite=Lax; Path=/; Max-Age=${maxAge}${secure}`;
    res.writeHead(302, {
      location: `/reports/${v.share.site_id}`,
      'set-cookie': [cookie, hint],
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    });
    res.end();
  }

  /**
   * The audit list and the backlink report list as the link's site sees them: the site's items matching the asked
   * filters, from the directory's one kept read of every upstream page (the spec's lists have no site filter, and
   * a new filter must not cost a new read), then the asked `offset` and `limit` over them (default
   * 100, as the spec's audit list), and the count (`total`, `total_reports`) of the site's items. A `limit` or
   * `offset` that is not a whole number is refused here (400).
   */
  async function siteList(
    res: ServerResponse,
    which: 'audits' | 'reports',
    query: string,
    keep: (item: Record<string, unknown>) => boolean,
  ): Promise<void> {
    const q = new URLSearchParams(query);
    const limit = q.get('limit') ?? '100';
    const offset = q.get('offset') ?? '0';
    if (!/^\d{1,9}$/.test(limit) || !/^\d{1,9}$/.test(offset))
      return send(res, 400, { message: 'limit and offset must be whole numbers.' });
    q.delete('limit');
    q.delete('offset');
    let got: Awaited<ReturnType<SiteDirectory['listOf']>>;
    try {
      got = await directory.listOf(which, q, keep);
    } catch {
      return send(res, 502, { message: 'Searchboard could not reach the service. Try again.' });
    }
    if (!got.ok) {
      res.writeHead(got.status, { 'content-type': got.type, 'cache-control': 'no-store' });
      res.end(got.body);
      return;
    }
    const from = Number(offset);
    const page = got.items.slice(from, from + Number(limit));
    send(
      res,
      200,
      which === 'audits'
        ? { ...got.body, total: got.items.length, items: page }
        : { ...got.body, total_reports: got.items.length, reports: page },
    );
  }

  async function decide(
    req: IncomingMessage,
    res: ServerResponse,
    scope: Scope,
    share: ShareRow,
    again: () => void,
  ) {
    const url = new URL(req.url ?? '/', 'http://x');
    const query = url.search.slice(1);
    if (scope.kind === 'audit') {
      const site = await directory.siteOfAudit(scope.auditId);
      return site === share.site_id
        ? again()
        : refuse(req, res, 403, SHARE_REFUSALS.otherSite(share.site_id));
    }
    if (scope.kind === 'backlink-report') {
      const [domain, mine] = await Promise.all([
        directory.domainOfReport(scope.reportId),
        directory.domainsOf(share.site_id),
      ]);
      return domain && mine.has(domain)
        ? again()
        : refuse(req, res, 403, SHARE_REFUSALS.otherSite(share.site_id));
    }
    if (scope.kind === 'audits-list')
      return siteList(res, 'audits', query, (a) => Number(a.site_id) === share.site_id);
    if (scope.kind === 'backlinks-list') {
      const domains = await directory.domainsOf(share.site_id);
      return siteList(
        res,
        'reports',
        query,
        (r) => typeof r.target === 'string' && domains.has(bareDomain(r.target)),
      );
    }
  }

  return {
    claims: (req) => (req.url ?? '').startsWith('/share/') || readCookie(req, SHARE_COOKIE) !== undefined,
    shareOf: (req) => cleared.get(req),
    intercept(req, res, again) {
      if (cleared.has(req)) return false;
      const url = req.url ?? '/';
      const path = url.split('?')[0] ?? '/';
      if (path === '/share/leave') {
        res.writeHead(302, {
          location: '/',
          'set-cookie': [
            `${SHARE_COOKIE}=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0`,
            `${SHARE_HINT_COOKIE}=; SameSite=Lax; Path=/; Max-Age=0`,
          ],
          'cache-control': 'no-store',
        });
        res.end();
        return true;
      }
      if (path.startsWith('/share/')) {
        req.resume();
        openLink(req, res, path.slice('/share/'.length)).catch((err: unknown) => failed(req, res, err));
        return true;
      }
      const token = readCookie(req, SHARE_COOKIE);
      if (token === undefined) return false;
      // the link's row decides (revoked, expired): read from the store, which every replica shares
      shares.verify(token).then(
        (v) => {
          if (!v.ok) {
            req.resume();
            if (path.startsWith('/api/')) send(res, 403, { message: SHARE_REFUSALS.gone });
            else goneLinkPage(res, v.reason, true);
            return;
          }
          const wait = path.startsWith('/api/') ? rate.take(v.share.id) : undefined;
          if (wait !== undefined) {
            req.resume();
            send(res, 429, { message: SHARE_REFUSALS.tooFast(wait) }, { 'retry-after': String(wait) });
            return;
          }
          if (!scoped(req, res, v.share, url, path, again)) again();
        },
        (err: unknown) => failed(req, res, err),
      );
      return true;
    },
  };

  /** What a verified link may do here; false when the request goes on through the proxy as it is. */
  function scoped(
    req: IncomingMessage,
    res: ServerResponse,
    share: ShareRow,
    url: string,
    path: string,
    again: () => void,
  ): boolean {
    {
      const twice = ambiguousId(
        new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : ''),
      );
      if (twice !== undefined) {
        refuse(req, res, 400, `The parameter "${twice.slice(0, 60)}" is repeated or spelled another way.`);
        return true;
      }
      let scope: Scope = { kind: 'pass' };
      if (path.startsWith('/api/local/')) {
        const u = new URL(url, 'http://x');
        scope = localScope(
          req.method ?? 'GET',
          u.pathname.slice('/api/local'.length),
          u.searchParams,
          share.site_id,
          boundView(share.view),
        );
      } else {
        const m = API.exec(url);
        const sub = m ? safeSubPath(m[2] ?? '/') : undefined;
        const found =
          m && sub
            ? findOperation(m[1] as UpstreamBase, (req.method ?? 'GET').toUpperCase(), sub)
            : undefined;
        if (m && found)
          scope = upstreamScope(
            found.op,
            found.params,
            new URLSearchParams(m[3] ?? ''),
            share.site_id,
            readShareView(share.view),
          );
        else if (path.startsWith('/api/') && req.method !== 'GET')
          scope = { kind: 'refuse', message: SHARE_REFUSALS.write };
      }
      if (scope.kind === 'pass') {
        cleared.set(req, share);
        return false;
      }
      if (scope.kind === 'refuse') {
        refuse(req, res, 403, scope.message);
        return true;
      }
      const guard = checkRequestOrigin(req, deps.allowedHosts);
      if (guard) {
        refuse(req, res, 403, guard);
        return true;
      }
      cleared.set(req, share);
      decide(req, res, scope, share, again).catch((err: unknown) => {
        // an upstream that failed the gate's own reads (502), said in the log with what went wrong
        console.error(
          `[share] ${req.method ?? '?'} ${path.slice(0, 200)} could not be checked: ${err instanceof Error ? err.message : String(err)}`,
        );
        if (res.headersSent) return void res.destroy();
        send(res, 502, { message: 'Searchboard could not check the shared report. Try again.' });
      });
      return true;
    }
  }
}
