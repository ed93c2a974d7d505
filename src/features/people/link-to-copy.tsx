import { CopyLinkField } from '../../components/ui/copy-link-field.tsx';
import { formatDate } from '../../lib/format.ts';

/** A new invitation's link, to copy and send: it is shown once, and mail does not send it yet. */
export function LinkToCopy({ email, url, expires }: { email: string; url: string; expires: string | null }) {
  return (
    <div className="rounded-md border border-emerald-200 bg-emerald-50 p-3">
      <CopyLinkField
        label={`Invitation link for ${email}`}
        url={url}
        copiedText="Copied to the clipboard. Send it to them: it works once."
        idle={`Send it to them yourself: Searchboard does not mail it yet. It works once${
          expires ? `, until ${formatDate(expires, true)}` : ''
        }; this page shows it only now.`}
      />
    </div>
  );
}
