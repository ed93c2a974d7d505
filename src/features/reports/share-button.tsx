import { useState } from 'react';
import type { SharedView } from '../../api/local.ts';
import { NeedsRole } from '../../components/roles/needs-role.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ShareDialog } from './share-dialog.tsx';

/**
 * The report's "Share" action: opens the dialog that creates, lists and revokes read-only links. A link is a way in,
 * so making one, and even listing them, is a write: whoever may not write sees why instead.
 */
export function ShareButton({
  siteId,
  view,
  nameEngine,
}: {
  siteId: number;
  /** the report as drawn now: what a new link keeps */
  view: SharedView;
  nameEngine: (id: number | null) => string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <NeedsRole need="write">
      <Button variant="secondary" className="print:hidden" onClick={() => setOpen(true)}>
        Share
      </Button>
      <ShareDialog
        siteId={siteId}
        view={view}
        nameEngine={nameEngine}
        open={open}
        onClose={() => setOpen(false)}
      />
    </NeedsRole>
  );
}
