import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { formatDate } from '../../lib/format.ts';

/** A new invitation's link, to copy and send: it is shown once, and mail does not send it yet. */
export function LinkToCopy({ email, url, expires }: { email: string; url: string; expires: string | null }) {
  const [copied, setCopied] = useState<'yes' | 'no' | ''>('');
  const copy = (button: HTMLElement) => {
    // selected too, so Ctrl+C works where the clipboard API is not allowed
    button.parentElement?.querySelector('input')?.select();
    navigator.clipboard
      ?.writeText(url)
      .then(() => setCopied('yes'))
      .catch(() => setCopied('no'));
    if (!navigator.clipboard) setCopied('no');
  };
  return (
    <div className="space-y-1 rounded-md border border-emerald-200 bg-emerald-50 p-3">
      <div className="flex items-end gap-2">
        <TextField
          label={`Invitation link for ${email}`}
          readOnly
          value={url}
          className="min-w-0 flex-1"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button variant="secondary" onClick={(e) => copy(e.currentTarget)}>
          Copy
        </Button>
      </div>
      <p className="text-xs text-slate-700" role="status">
        {copied === 'yes'
          ? 'Copied to the clipboard. Send it to them: it works once.'
          : copied === 'no'
            ? 'Could not copy: the link is selected, press Ctrl+C (⌘C).'
            : `Send it to them yourself: Searchboard does not mail it yet. It works once${
                expires ? `, until ${formatDate(expires, true)}` : ''
              }; this page shows it only now.`}
      </p>
    </div>
  );
}
