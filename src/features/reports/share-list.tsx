import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { sharesMutations, sharesQueries, type ShareLink } from '../../api/shares.ts';
import { ConfirmRemoval } from '../../components/ui/confirm-removal.tsx';
import { QueryAnswer } from '../../components/ui/query-answer.tsx';
import { shareName, ShareTable } from './share-table.tsx';

/** The site's share links, newest first, each with its state; an active one can be revoked (asks first). */
export function ShareList({
  siteId,
  describe,
}: {
  siteId: number;
  /** a link's view in words */
  describe: (view: ShareLink['view']) => string;
}) {
  const list = useQuery(sharesQueries.list(siteId));
  const [revoking, setRevoking] = useState<ShareLink | null>(null);
  const revoke = useMutation(sharesMutations.revoke(siteId));
  return (
    <QueryAnswer query={list} reading="Reading share links…" compact>
      {(links) => (
        <>
          <ShareTable links={links} describe={describe} onRevoke={setRevoking} />
          <ConfirmRemoval
            picked={revoking}
            onPick={setRevoking}
            removal={revoke}
            title="Revoke this share link?"
            confirmLabel="Revoke link"
          >
            {(link) => (
              <p>
                Whoever holds “{shareName(link)}” loses access to this report at once. This cannot be undone.
              </p>
            )}
          </ConfirmRemoval>
        </>
      )}
    </QueryAnswer>
  );
}
