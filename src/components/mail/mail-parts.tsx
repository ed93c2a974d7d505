import { useCallback } from 'react';
import { Button } from '../ui/button.tsx';
import { downloadBlob } from '../../lib/download.ts';

/**
 * A mail's HTML body as its recipient's mail client would draw it: in a frame with every sandbox flag off
 * (`sandbox=""`: no script, no form, no navigation of this page), from `srcdoc`, so nothing in it runs here.
 */
export function MailHtml({ html, title }: { html: string; title: string }) {
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={html}
      className="h-[28rem] w-full rounded-md border border-slate-200 bg-white"
    />
  );
}

/** A mail's plain-text part, as sent. */
export function MailText({ text }: { text: string }) {
  return (
    <pre className="max-h-80 overflow-auto rounded-md border border-slate-200 bg-slate-50 p-3 text-xs whitespace-pre-wrap text-slate-800 [overflow-wrap:anywhere]">
      {text || '(no plain-text part)'}
    </pre>
  );
}

/** Bytes sent as base64 (a preview's PDF), as a blob of `type`. */
export function blobOfBase64(base64: string, type: string): Blob {
  const raw = atob(base64);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return new Blob([bytes], { type });
}

/**
 * A PDF shown inline, in the browser's own viewer, from a blob (the server's attachment address needs the
 * dashboard's header, which a frame cannot send); the blob's address lives as long as the frame shows it.
 */
export function PdfFrame({
  blob,
  title,
  filename,
}: {
  blob: Blob | undefined;
  title: string;
  filename: string;
}) {
  const show = useCallback(
    (frame: HTMLIFrameElement | null) => {
      if (!frame || !blob) return;
      const url = URL.createObjectURL(blob);
      frame.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  if (!blob) return <p className="text-sm text-slate-600">Reading the PDF…</p>;
  return (
    <div className="space-y-1">
      <iframe
        ref={show}
        title={title}
        className="h-[32rem] w-full rounded-md border border-slate-200 bg-white"
      />
      <Button variant="secondary" onClick={() => downloadBlob(blob, filename)}>
        Download {filename}
      </Button>
    </div>
  );
}
