import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { sharesMutations, sharesQueries, type ShareLink } from '../../api/shares.ts';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatDate } from '../../lib/format.ts';

const TONE = { active: 'good', expired: 'neutral', revoked: 'bad' } as const;
const name = (s: ShareLink) => s.label ?? `Link #${s.id}`;

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
      {list.data.length === 0 ? (
        <p className="text-sm text-slate-600">No share links for this report yet.</p>
      ) : (
        <table className="w-full text-sm">
          <caption className="mb-1 text-left text-sm font-semibold text-slate-800">
            Links to this report
          </caption>
          <thead>
            <tr className="text-left text-xs text-slate-600">
              <th scope="col" className="py-1 font-medium">
                Label
              </th>
              <th scope="col" className="py-1 font-medium">
                View
              </th>
              <th scope="col" className="py-1 font-medium">
                Created
              </th>
              <th scope="col" className="py-1 font-medium">
                Expires
              </th>
              <th scope="col" className="py-1 font-medium">
                Status
              </th>
              <th scope="col" className="py-1 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((s) => (
              <tr key={s.id} className="border-t border-slate-100">
                <td className="py-1.5 pr-2">{name(s)}</td>
                <td className="py-1.5 pr-2 text-xs text-slate-700">{describe(s.view)}</td>
                <td className="py-1.5 pr-2 whitespace-nowrap">{formatDate(s.created_at, true)}</td>
                <td className="py-1.5 pr-2 whitespace-nowrap">{formatDate(s.expires_at, true)}</td>
                <td className="py-1.5 pr-2">
                  <Badge tone={TONE[s.status]}>{s.status[0]?.toUpperCase() + s.status.slice(1)}</Badge>
                </td>
                <td className="py-1.5 text-right">
                  {s.status === 'active' && (
                    <Button variant="ghost" aria-label={`Revoke ${name(s)}`} onClick={() => setRevoking(s)}>
                      Revoke
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
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
          Whoever holds “{revoking ? name(revoking) : ''}” loses access to this report at once. This cannot be
          undone.
        </p>
      </ConfirmDialog>
    </>
  );
}
