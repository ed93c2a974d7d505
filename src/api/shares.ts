import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { ApiError } from './errors.ts';
import { invalidate } from './invalidate.ts';
import { localCall, parseSharedView, type SharedView } from './local.ts';

/**
 * Read-only share links of a site's report: the proxy's own store (`/api/local/shares`), not the service.
 * Checked by hand, not with zod: small shapes, and the report chunk stays light.
 */
export type ShareStatus = 'active' | 'expired' | 'revoked';
export interface ShareLink {
  id: number;
  site_id: number;
  label: string | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** the exact view the link shows (null: a link made before views were kept, the report's defaults) */
  view: SharedView | null;
  status: ShareStatus;
  /** `/share/<token>` while the link works, else null */
  url: string | null;
}

export interface ShareInput {
  expiresInDays: string;
  label: string;
}

export const SHARE_DAYS_MAX = 90;
export const SHARE_LABEL_MAX = 120;

/** The server's rules, checked before sending so the message shows at the field. */
export function shareErrors(input: ShareInput): Partial<Record<keyof ShareInput, string>> {
  const errors: Partial<Record<keyof ShareInput, string>> = {};
  const days = Number(input.expiresInDays);
  if (!/^\d+$/.test(input.expiresInDays.trim()) || days < 1 || days > SHARE_DAYS_MAX)
    errors.expiresInDays = `Choose a whole number of days from 1 to ${SHARE_DAYS_MAX}.`;
  if (input.label.trim().length > SHARE_LABEL_MAX)
    errors.label = `Keep the label under ${SHARE_LABEL_MAX + 1} characters.`;
  return errors;
}

const STATUSES: readonly ShareStatus[] = ['active', 'expired', 'revoked'];
const str = (v: unknown) => (typeof v === 'string' ? v : null);

export function parseShare(raw: unknown): ShareLink | undefined {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const id = Number(r.id);
  const site = Number(r.site_id);
  if (!Number.isSafeInteger(id) || !Number.isSafeInteger(site)) return undefined;
  const status = STATUSES.includes(r.status as ShareStatus) ? (r.status as ShareStatus) : 'expired';
  return {
    id,
    site_id: site,
    label: str(r.label),
    created_at: str(r.created_at) ?? '',
    expires_at: str(r.expires_at) ?? '',
    revoked_at: str(r.revoked_at),
    view: parseSharedView(r.view),
    status,
    url: status === 'active' ? str(r.url) : null,
  };
}

const call = (method: string, path: string, body?: unknown, signal?: AbortSignal) =>
  localCall('shares', method, path, { body, signal });

export async function listShares(siteId: number, signal?: AbortSignal): Promise<ShareLink[]> {
  const data = (await call('GET', `?site_id=${siteId}`, undefined, signal)) as { items?: unknown } | null;
  const items = Array.isArray(data?.items) ? data.items : [];
  return items.map(parseShare).filter((s): s is ShareLink => s !== undefined);
}

export async function createShare(siteId: number, input: ShareInput, view: SharedView): Promise<ShareLink> {
  const label = input.label.trim();
  const created = parseShare(
    await call('POST', '', {
      site_id: siteId,
      expires_in_days: Number(input.expiresInDays),
      view,
      ...(label ? { label } : {}),
    }),
  );
  if (!created)
    throw new ApiError(502, 'The server answered without a link.', 'parse', 'project', 'POST', false);
  return created;
}

export const revokeShare = (id: number) => call('DELETE', `/${id}`);

/** The full address to send: the link path on this server's origin. */
export const shareAddress = (url: string, origin = globalThis.location?.origin ?? '') => `${origin}${url}`;

export const sharesQueries = {
  /** key-only: every share read of one site */
  site: (siteId: number) => ['shares', siteId] as const,
  list: (siteId: number) =>
    queryOptions({
      queryKey: ['shares', siteId, 'list', {}] as const,
      queryFn: ({ signal }) => listShares(siteId, signal),
    }),
};

/** Creating or revoking a link re-reads the site's list of links. */
export const sharesMutations = {
  create: (siteId: number, view: SharedView) =>
    mutationOptions({
      mutationFn: (input: ShareInput) => createShare(siteId, input, view),
      onSuccess: (_r, _v, _c, { client }) => invalidate(client, [sharesQueries.site(siteId)]),
    }),
  revoke: (siteId: number) =>
    mutationOptions({
      mutationFn: (id: number) => revokeShare(id),
      onSuccess: (_r, _v, _c, { client }) => invalidate(client, [sharesQueries.site(siteId)]),
    }),
};
