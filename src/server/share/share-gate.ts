import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Upstream } from '../http/config.ts';
import { json } from '../http/answer.ts';
import { refusal } from '../http/refusal.ts';
import type { AppEnv } from '../http/env.ts';
import { checkRequestOrigin, pathOf, safeSubPath } from '../http/guards.ts';
import { findOperation, type UpstreamBase } from '../../lib/operations.ts';
import type { Shares } from './share.ts';
import { SiteDirectory, type FetchJson } from './share-directory.ts';
import { goneLinkPage } from './share-page.ts';
import { bareDomain } from '../../lib/url-parts.ts';
import {
  ambiguousId,
  linkReader,
  localReadScope,
  readScope,
  SHARE_REFUSALS,
  type Reader,
  type Scope,
} from './share-scope.ts';
import { LinkRate } from './share-rate.ts';
import { behindTls } from '../people/gate.ts';
import { brandReadScope } from '../brand/brand-scope.ts';

/**
 * Read-only share links. Opening `/share/<token>` sets an HttpOnly cookie holding the link; the gate, a middleware
 * behind the origin guards (and the people gate, which lets such requests through), then limits every request
 * carrying it to the free reads of the link's site and view, and hands the verified link to the routes as
 * `c.get('share')`. Nothing it refuses reaches an upstream.
 */
export const SHARE_COOKIE = 'sb_share';
/**
 * Readable by the page, and worth nothing to the server: it only tells the app, before its first request, to draw
 * the read-only frame rather than flash the team's shell. The HttpOnly cookie above is what the gate checks.
 */
export const SHARE_HINT_COOKIE = 'sb_shared';
const COOKIE_MAX_S = 400 * 86_400;

export interface ShareGate {
  /** the middleware: a request carrying a link's cookie is limited to that link's view, or refused here */
  limit: MiddlewareHandler<AppEnv>;
  /** `/share/<token>` opens a link (sets its cookie), `/share/leave` drops it */
  pages: Hono<AppEnv>;
  /** cuts a read to a set of sites: a link's one site, or a client's (people/client-scope.ts) */
  scope: SiteScope;
}

/** Opening a link, or a request carrying a link's cookie: the team sign-in lets these through to the share gate. */
export function claimsShare(c: Context<AppEnv>): boolean {
  return (c.env.incoming.url ?? '').startsWith('/share/') || getCookie(c, SHARE_COOKIE) !== undefined;
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

type Checked = Response | 'pass';

/**
 * A request cut to what a reader may see of their sites (share-scope.ts): it passes on as it is, or it is answered
 * here (a refusal, or a list cut to their sites). Share links and clients are both read through it.
 */
export type SiteScope = (c: Context<AppEnv>, reader: Reader) => Promise<Checked>;

/** The site scope over the service's own lists, which say whose an audit or a backlink report is. */
export function siteScope(directory: SiteDirectory, allowedHosts: readonly string[]): SiteScope {
  /**
   * The audit list and the backlink report list as the reader's sites see them: their items matching the asked
   * filters, from the directory's one kept read of every upstream page (the spec's lists have no site filter, and
   * a new filter must not cost a new read), then the asked `offset` and `limit` over them (default
   * 100, as the spec's audit list), and the count (`total`, `total_reports`) of their items. A `limit` or
   * `offset` that is not a whole number is refused here (400).
   */
  async function siteList(
    c: Context<AppEnv>,
    which: 'audits' | 'reports',
    query: string,
    keep: (item: Record<string, unknown>) => boolean,
  ): Promise<Response> {
    const q = new URLSearchParams(query);
    const limit = q.get('limit') ?? '100';
    const offset = q.get('offset') ?? '0';
    if (!/^\d{1,9}$/.test(limit) || !/^\d{1,9}$/.test(offset))
      return json(c, 400, { message: 'limit and offset must be whole numbers.' });
    q.delete('limit');
    q.delete('offset');
    let got: Awaited<ReturnType<SiteDirectory['listOf']>>;
    try {
      got = await directory.listOf(which, q, keep);
    } catch {
      return json(c, 502, { message: 'Searchboard could not reach the service. Try again.' });
    }
    if (!got.ok)
      return c.body(new Uint8Array(got.body), got.status as 400, {
        'content-type': got.type,
        'cache-control': 'no-store',
      });
    const from = Number(offset);
    const page = got.items.slice(from, from + Number(limit));
    return json(
      c,
      200,
      which === 'audits'
        ? { ...got.body, total: got.items.length, items: page }
        : { ...got.body, total_reports: got.items.length, reports: page },
    );
  }

  /** The bare domains of every site of the reader's. */
  async function domainsOf(sites: ReadonlySet<number>): Promise<ReadonlySet<string>> {
    const each = await Promise.all([...sites].map((site) => directory.domainsOf(site)));
    return new Set(each.flatMap((domains) => [...domains]));
  }

  /** A scope that needs the service's own lists to decide: the request passes, or is answered here. */
  async function decide(c: Context<AppEnv>, scope: Scope, reader: Reader): Promise<Checked> {
    const query = new URL(c.env.incoming.url ?? '/', 'http://x').search.slice(1);
    const { sites } = reader;
    const otherSite = () => json(c, 403, refusal(reader.says.otherSite));
    if (scope.kind === 'audit') {
      const site = await directory.siteOfAudit(scope.auditId);
      return site !== undefined && sites.has(site) ? 'pass' : otherSite();
    }
    if (scope.kind === 'backlink-report') {
      const [domain, mine] = await Promise.all([directory.domainOfReport(scope.reportId), domainsOf(sites)]);
      return domain && mine.has(domain) ? 'pass' : otherSite();
    }
    if (scope.kind === 'audits-list')
      return siteList(c, 'audits', query, (a) => sites.has(Number(a.site_id)));
    if (scope.kind === 'backlinks-list') {
      const domains = await domainsOf(sites);
      return siteList(
        c,
        'reports',
        query,
        (r) => typeof r.target === 'string' && domains.has(bareDomain(r.target)),
      );
    }
    return 'pass';
  }

  return async (c, reader) => {
    const req = c.env.incoming;
    const url = req.url ?? '/';
    const path = pathOf(url);
    const twice = ambiguousId(new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : ''));
    if (twice !== undefined)
      return json(c, 400, {
        message: `The parameter "${twice.slice(0, 60)}" is repeated or spelled another way.`,
      });
    let scope: Scope = { kind: 'pass' };
    if (path.startsWith('/api/local/')) {
      const u = new URL(url, 'http://x');
      const local = u.pathname.slice('/api/local'.length);
      scope =
        brandReadScope(req.method ?? 'GET', local, reader) ??
        localReadScope(req.method ?? 'GET', local, u.searchParams, reader);
    } else {
      const m = API.exec(url);
      const sub = m ? safeSubPath(m[2] ?? '/') : undefined;
      const found =
        m && sub ? findOperation(m[1] as UpstreamBase, (req.method ?? 'GET').toUpperCase(), sub) : undefined;
      if (m && found) scope = readScope(found.op, found.params, new URLSearchParams(m[3] ?? ''), reader);
      else if (path.startsWith('/api/') && req.method !== 'GET')
        scope = { kind: 'refuse', message: reader.says.write };
    }
    if (scope.kind === 'pass') return 'pass';
    if (scope.kind === 'refuse') return json(c, 403, refusal(scope.message));
    const guard = checkRequestOrigin(req, allowedHosts);
    if (guard) return json(c, 403, { message: guard });
    try {
      return await decide(c, scope, reader);
    } catch (err) {
      // an upstream that failed the gate's own reads (502), said in the log with what went wrong
      console.error(
        `[sites] ${req.method ?? '?'} ${path.slice(0, 200)} could not be checked: ${err instanceof Error ? err.message : String(err)}`,
      );
      return json(c, 502, { message: reader.says.unchecked });
    }
  };
}

export function shareGate(deps: {
  shares: Shares;
  upstreams: Record<UpstreamBase, Upstream>;
  allowedHosts: readonly string[];
  fetchJson: FetchJson;
  /** how fast one link may call the API (share-rate.ts) */
  rate?: LinkRate;
  /** the agency's name, for the page of a link that no longer works (none: a neutral one) */
  brandName?: () => Promise<string | null | undefined>;
}): ShareGate {
  const { shares, upstreams, fetchJson } = deps;
  const scope = siteScope(
    new SiteDirectory(fetchJson, upstreams.data, upstreams.backlinks),
    deps.allowedHosts,
  );
  const rate = deps.rate ?? new LinkRate();
  // a store that cannot say leaves the page neutral: the link's holder still learns why it does not open
  const brandName = async () => (await deps.brandName?.().catch(() => null)) ?? null;

  const pages = new Hono<AppEnv>();
  // any method: a link is a link, and leaving is harmless
  pages.all('/leave', (c) => {
    // Lax, as they were set: the names and path must match for the browser to drop them
    deleteCookie(c, SHARE_COOKIE, { httpOnly: true, sameSite: 'Lax', path: '/' });
    deleteCookie(c, SHARE_HINT_COOKIE, { sameSite: 'Lax', path: '/' });
    c.header('cache-control', 'no-store');
    return c.redirect('/', 302);
  });
  pages.all('/*', async (c, next) => {
    const path = pathOf(c.env.incoming.url);
    if (!path.startsWith('/share/')) return next();
    const v = await shares.verify(path.slice('/share/'.length));
    if (!v.ok) {
      goneLinkPage(c.env.outgoing, v.reason, false, await brandName());
      return RESPONSE_ALREADY_SENT;
    }
    // a cookie lives at most 400 days (RFC 6265bis); a link that lasts until revoked is opened again after that
    const maxAge = Math.max(
      1,
      Math.min(COOKIE_MAX_S, Math.floor((Date.parse(v.share.expires_at) - Date.now()) / 1000)),
    );
    // Lax, not Strict: a link is opened from mail or chat, and a Strict cookie set on a cross-site arrival is
    // not sent with the redirected page request. The cookie only allows free GET reads, so Lax costs nothing.
    const lasts = { sameSite: 'Lax', path: '/', maxAge, secure: behindTls(c.env.incoming) } as const;
    setCookie(c, SHARE_COOKIE, path.slice('/share/'.length), { ...lasts, httpOnly: true });
    setCookie(c, SHARE_HINT_COOKIE, '1', lasts);
    c.header('cache-control', 'no-store');
    c.header('referrer-policy', 'no-referrer');
    // `?print=1` (the server's PDF) is kept: the report draws its print layout, every chart at the sheet's width
    const print = new URL(c.env.incoming.url ?? '/', 'http://x').searchParams.get('print') === '1';
    return c.redirect(`/reports/${v.share.site_id}${print ? '?print=1' : ''}`, 302);
  });

  const limit: MiddlewareHandler<AppEnv> = async (c, next) => {
    const url = c.env.incoming.url ?? '/';
    const path = pathOf(url);
    // opening or leaving a link: the share pages answer those
    if (path.startsWith('/share/')) return next();
    const token = getCookie(c, SHARE_COOKIE);
    if (token === undefined) return next();
    // the link's row decides (revoked, expired): read from the store, which every replica shares
    const v = await shares.verify(token);
    if (!v.ok) {
      if (path.startsWith('/api/')) return json(c, 403, { message: SHARE_REFUSALS.gone });
      goneLinkPage(c.env.outgoing, v.reason, true, await brandName());
      return RESPONSE_ALREADY_SENT;
    }
    const wait = path.startsWith('/api/') ? rate.take(v.share.id) : undefined;
    if (wait !== undefined)
      return json(c, 429, { message: SHARE_REFUSALS.tooFast(wait) }, { 'retry-after': String(wait) });
    // a rolling view's range is the one of today, by the links' own clock
    const checked = await scope(c, linkReader(v.share.site_id, shares.viewOf(v.share)));
    if (checked !== 'pass') return checked;
    c.set('share', v.share);
    await next();
  };

  return { limit, pages, scope };
}
