import { useState } from 'react';
import { Button } from './button.tsx';
import { TextField } from './field.tsx';

/**
 * A link to hand on, read-only with a Copy button, and a line under it saying whether it was copied. Where the
 * clipboard is not allowed the link is left selected, so Ctrl+C still works, and the line says so.
 */
export function CopyLinkField({
  label,
  url,
  idle,
  copiedText = 'Copied to the clipboard.',
}: {
  label: string;
  url: string;
  /** the line before any copy: how long the link works, what to do with it */
  idle: string;
  copiedText?: string;
}) {
  const [copied, setCopied] = useState<'yes' | 'no' | ''>('');
  const copy = (button: HTMLElement) => {
    button.parentElement?.querySelector('input')?.select();
    if (!navigator.clipboard) return setCopied('no');
    navigator.clipboard
      .writeText(url)
      .then(() => setCopied('yes'))
      .catch(() => setCopied('no'));
  };
  return (
    <div className="space-y-1">
      <div className="flex items-end gap-2">
        <TextField
          label={label}
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
          ? copiedText
          : copied === 'no'
            ? 'Could not copy: the link is selected, press Ctrl+C (⌘C).'
            : idle}
      </p>
    </div>
  );
}
