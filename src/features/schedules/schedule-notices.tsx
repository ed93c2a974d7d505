/** Why the PDF is left out, and how to fix it where the server's words do not say. */
export function PdfMissingNote({ reason }: { reason: string }) {
  const saysHow = /CHROMIUM_PATH|install/i.test(reason);
  return (
    <div role="note" className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-semibold">The mail goes without its PDF</p>
      <p className="mt-1">{reason}</p>
      {!saysHow && (
        <p className="mt-1">
          To attach it, install Chromium on the server (<code>apt install chromium</code>) or set{' '}
          <code>CHROMIUM_PATH</code> to where it is, then restart Searchboard.
        </p>
      )}
    </div>
  );
}

/** Why this schedule cannot be switched on here, and how to fix it. */
export function BlockedNote({ reason }: { reason: string }) {
  const saysHow = /SMTP_URL/.test(reason);
  return (
    <div role="note" className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-semibold">This schedule cannot send from here</p>
      <p className="mt-1">{reason}</p>
      {!saysHow && (
        <p className="mt-1">
          Set <code>SMTP_URL</code> (<code>smtp://user:pass@host:port</code>) and <code>MAIL_FROM</code>, then
          restart Searchboard.
        </p>
      )}
    </div>
  );
}
