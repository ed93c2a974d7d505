import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { DeleteDialog } from './delete-dialog.tsx';
import { RefreshDialog } from './refresh-dialog.tsx';
import type { ReportDialogProps, ReportRef } from './report-ref.ts';

/** Refresh and Delete for one report, each behind its confirmation. Buttons are named after the target. */
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
  return (
    <div className="flex gap-2">
      <Button
        variant="secondary"
        className={size}
        aria-label={compact ? `Refresh ${report.target}` : undefined}
        onClick={() => setOpen('refresh')}
      >
        Refresh
      </Button>
      <Button
        variant={compact ? 'ghost' : 'secondary'}
        className={`${size} text-red-700`}
        aria-label={compact ? `Delete ${report.target}` : undefined}
        onClick={() => setOpen('delete')}
      >
        Delete
      </Button>
      <RefreshDialog {...dialog('refresh', onRefreshed)} />
      <DeleteDialog {...dialog('delete', onDeleted)} />
    </div>
  );
}
