import { useState } from 'react';
import { useCan, useClosedNote } from '../../components/roles/use-can.ts';
import { Button } from '../../components/ui/button.tsx';
import { DeleteDialog } from './delete-dialog.tsx';
import { RefreshDialog } from './refresh-dialog.tsx';
import type { ReportDialogProps, ReportRef } from './report-ref.ts';

/**
 * Refresh (paid) and Delete (a write) for one report, each behind its confirmation. Buttons are named after the
 * target. A role that may do neither sees why instead (`compact`, in a table's row: nothing, the page says it once).
 */
export function ReportActions({
  report,
  onRefreshed,
  onDeleted,
  compact = false,
}: {
  report: ReportRef;
  onRefreshed: (r: ReportRef) => void;
  onDeleted: (r: ReportRef) => void;
  compact?: boolean;
}) {
  const [open, setOpen] = useState<'refresh' | 'delete' | null>(null);
  const canPay = useCan('paid');
  const canWrite = useCan('write');
  const payNote = useClosedNote('paid');
  const size = compact ? 'px-2 py-1 text-xs' : '';
  const dialog = (kind: 'refresh' | 'delete', done: (r: ReportRef) => void): ReportDialogProps => ({
    report,
    open: open === kind,
    onClose: () => setOpen(null),
    onDone: () => {
      setOpen(null);
      done(report);
    },
  });
  if (!canPay && !canWrite) {
    if (compact || !payNote) return null;
    return <p className="text-sm text-slate-600">{payNote}</p>;
  }
  return (
    <div className="flex gap-2">
      {canPay && (
        <Button
          variant="secondary"
          className={size}
          aria-label={compact ? `Refresh ${report.target}` : undefined}
          onClick={() => setOpen('refresh')}
        >
          Refresh
        </Button>
      )}
      {canWrite && (
        <Button
          variant={compact ? 'ghost' : 'secondary'}
          className={`${size} text-red-700`}
          aria-label={compact ? `Delete ${report.target}` : undefined}
          onClick={() => setOpen('delete')}
        >
          Delete
        </Button>
      )}
      <RefreshDialog {...dialog('refresh', onRefreshed)} />
      <DeleteDialog {...dialog('delete', onDeleted)} />
    </div>
  );
}
