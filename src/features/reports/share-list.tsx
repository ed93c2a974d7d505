import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { sharesMutations, sharesQueries, type ShareLink } from '../../api/shares.ts';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
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
  if (list.error) return <ErrorPanel compact error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) return <Spinner label="Reading share links…" />;
  return (
    <>
      <ShareTable links={list.data} describe={describe} onRevoke={setRevoking} />
      {revoke.error ? <ErrorPanel compact error={revoke.error} /> : null}
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke this share link?"
        confirmLabel="Revoke link"
        tone="danger"
        busy={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSuccess: () => setRevoking(null) })}
        onCancel={() => setRevoking(null)}
      >
        <p>
          Whoever holds “{revoking ? shareName(revoking) : ''}” loses access to this report at once. This
          cannot be undone.
        </p>
      </ConfirmDialog>
    </>
  );
}
