import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { ShareDialog } from './share-dialog.tsx';

/** The report's "Share" action: opens the dialog that creates, lists and revokes read-only links. */
export function ShareButton({ siteId }: { siteId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" className="print:hidden" onClick={() => setOpen(true)}>
        Share
      </Button>
      <ShareDialog siteId={siteId} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
