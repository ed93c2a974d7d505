import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { schedulesQueries } from '../../api/report-schedules.ts';
import { blobOfBase64, MailHtml, MailText, PdfFrame } from '../../components/mail/mail-parts.tsx';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { PdfMissingNote } from './schedule-notices.tsx';

/** The exact mail and PDF a send of this schedule would make now, before anything is sent. */
function PreviewBody({ siteId, scheduleId }: { siteId: number; scheduleId: number }) {
  const { data, error, isPending, refetch } = useQuery(schedulesQueries.preview(siteId, scheduleId));
  const base64 = data?.pdf;
  const pdf = useMemo(() => (base64 ? blobOfBase64(base64, 'application/pdf') : undefined), [base64]);
  if (error) return <ErrorPanel error={error} onRetry={() => void refetch()} />;
  if (isPending) return <Spinner label="Composing the mail and its PDF…" />;
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-medium text-slate-600">From</dt>
        <dd className="[overflow-wrap:anywhere]">{data.from}</dd>
        <dt className="font-medium text-slate-600">To</dt>
        <dd className="[overflow-wrap:anywhere]">{data.to.join(', ')}</dd>
        <dt className="font-medium text-slate-600">Subject</dt>
        <dd className="[overflow-wrap:anywhere]">{data.subject}</dd>
      </dl>
      <section aria-label="The mail as HTML">
        <h3 className="mb-1 text-sm font-semibold text-slate-900">The mail</h3>
        <MailHtml html={data.html} title="The mail’s HTML body" />
      </section>
      <section aria-label="Plain-text part">
        <h3 className="mb-1 text-sm font-semibold text-slate-900">Plain-text part</h3>
        <MailText text={data.text} />
      </section>
      <section aria-label="The PDF">
        <h3 className="mb-1 text-sm font-semibold text-slate-900">The PDF</h3>
        {pdf ? (
          <PdfFrame blob={pdf} title="The report’s PDF" filename="report-preview.pdf" />
        ) : (
          <PdfMissingNote reason={data.pdf_missing ?? 'The server sent no PDF with this preview.'} />
        )}
      </section>
    </div>
  );
}

export function PreviewDialog({
  open,
  siteId,
  scheduleId,
  onClose,
}: {
  open: boolean;
  siteId: number;
  scheduleId: number;
  onClose: () => void;
}) {
  return (
    <ModalDialog
      open={open}
      labelledBy={`preview-title-${scheduleId}`}
      width="max-h-[90vh] max-w-4xl"
      onCancel={onClose}
    >
      <div className="max-h-[90vh] overflow-y-auto p-4 sm:p-5">
        <div className="mb-3 flex items-start justify-between gap-3">
          <h2 id={`preview-title-${scheduleId}`} className="text-lg font-semibold text-slate-900">
            Preview: the mail as it would go now
          </h2>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
        <p className="mb-3 text-sm text-slate-600">
          Nothing is sent: this is what a send would make at this moment.
        </p>
        <PreviewBody siteId={siteId} scheduleId={scheduleId} />
      </div>
    </ModalDialog>
  );
}
