import { ApiError } from './errors.ts';
import { type SharedView } from './local.ts';
import { localArea, siteListQueries, writeThenReread } from './local-area.ts';
import { shareListSchema, shareSchema, type ShareLink } from '../lib/local-schemas/shares.ts';
import { SHARE_DAYS_MAX, SHARE_DAYS_MIN, SHARE_LABEL_MAX, SHARE_MESSAGES } from '../lib/share-rules.ts';

/**
 * Read-only share links of a site's report: the proxy's own store (`/api/local/shares`), not the service. Answers
 * are parsed with the schemas the routes are written with; the rules are the server's own (`lib/share-rules.ts`).
 */
export type { ShareLink } from '../lib/local-schemas/shares.ts';
export type { ShareStatus } from '../lib/share-rules.ts';
export { SHARE_DAYS_MAX, SHARE_LABEL_MAX };

export interface ShareInput {
  expiresInDays: string;
  label: string;
  /** the link works until revoked: no expiry, the days left unread */
  untilRevoked?: boolean;
}

/** The server's rules, checked before sending so the message shows at the field. */
export function shareErrors(input: ShareInput): Partial<Record<keyof ShareInput, string>> {
  const errors: Partial<Record<keyof ShareInput, string>> = {};
  const days = Number(input.expiresInDays);
  // the field's text must be whole digits: the number sent is read from it
  const badDays = !/^\d+$/.test(input.expiresInDays.trim()) || days < SHARE_DAYS_MIN || days > SHARE_DAYS_MAX;
  if (badDays && !input.untilRevoked) errors.expiresInDays = SHARE_MESSAGES.days;
  if (input.label.trim().length > SHARE_LABEL_MAX) errors.label = SHARE_MESSAGES.label;
  return errors;
}

const { send, call } = localArea('shares');

export const listShares = (siteId: number, signal?: AbortSignal) =>
  call('GET', `?site_id=${siteId}`, shareListSchema, undefined, signal);

export async function createShare(siteId: number, input: ShareInput, view: SharedView): Promise<ShareLink> {
  const label = input.label.trim();
  const created = shareSchema.safeParse(
    await send('POST', '', {
      site_id: siteId,
      expires_in_days: input.untilRevoked ? null : Number(input.expiresInDays),
      view,
      ...(label ? { label } : {}),
    }),
  );
  if (!created.success)
    throw new ApiError(502, 'The server answered without a link.', 'parse', 'project', 'POST', false);
  return created.data;
}

export const revokeShare = (id: number) => send('DELETE', `/${id}`);

/** The full address to send: the link path on this server's origin. */
export const shareAddress = (url: string, origin = globalThis.location?.origin ?? '') => `${origin}${url}`;

export const sharesQueries = siteListQueries('shares', listShares);

/** Creating or revoking a link re-reads the site's list of links. */
export const sharesMutations = {
  create: (siteId: number, view: SharedView) =>
    writeThenReread([sharesQueries.site(siteId)], (input: ShareInput) => createShare(siteId, input, view)),
  revoke: (siteId: number) => writeThenReread([sharesQueries.site(siteId)], revokeShare),
};
