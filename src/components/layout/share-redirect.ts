import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { localQueries } from '../../api/local.ts';

/** The page's hint that this browser opened a share link (the server's HttpOnly cookie is what counts). */
const holdsShareHint = () =>
  typeof document !== 'undefined' && /(?:^|;\s*)sb_shared=1(?:;|$)/.test(document.cookie);

/**
 * Before any route's loader: a share link's holder on another page of the app is sent to the shared report at
 * once, so the loaders of pages the link does not open (account, keywords…) never send reads the server refuses
 * with 403. Team members (no hint cookie) go on without waiting for anything.
 */
export async function redirectShareHolder(queryClient: QueryClient, pathname: string): Promise<void> {
  if (!holdsShareHint()) return;
  const status = await queryClient.ensureQueryData(localQueries.status()).catch(() => undefined);
  const share = status?.share;
  if (!share || pathname === `/reports/${share.site_id}`) return;
  throw redirect({ to: '/reports/$siteId', params: { siteId: share.site_id }, replace: true });
}
