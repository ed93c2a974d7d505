import { useQuery } from '@tanstack/react-query';
import { localQueries, type LocalStatus } from '../../api/local.ts';

/**
 * The read-only share link this browser opened, if any (the server says so in /api/local/status). The server
 * enforces what a link may do; this only tells the UI to show the read-only frame and hide edit controls.
 * `canEdit` stays false until the server has answered, so a link's holder never sees an edit control flash.
 */
export function useShareMode(): { share: LocalStatus['share']; canEdit: boolean } {
  const { data } = useQuery(localQueries.status());
  return { share: data?.share, canEdit: data !== undefined && data.share === undefined };
}
