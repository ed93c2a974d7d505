import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { outboxQueries, type OutboxAttachment } from '../../api/outbox.ts';
import { MailHtml, MailText, PdfFrame } from '../../components/mail/mail-parts.tsx';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TitledCard } from '../../components/ui/titled-card.tsx';
import { formatDate } from '../../lib/format.ts';
import { sizeText } from '../../components/mail/size-text.ts';

const route = getRouteApi('/outbox/$messageId');

/** An attached PDF shown inline; its bytes read with the dashboard's header. */
function PdfAttachment({ id, a }: { id: number; a: OutboxAttachment }) {
  const { data, error, refetch } = useQuery(outboxQueries.attachment(id, a.n));
  if (error) return <ErrorPanel compact error={error} onRetry={() => void refetch()} />;
  return <PdfFrame blob={data} title={`Attachment ${a.filename}`} filename={a.filename} />;
}

const LINK = 'font-medium text-indigo-700 underline-offset-2 hover:underline';

/** `/outbox/<id>`: one message as sent — From, To, subject, the HTML body, the text part and the attachments. */
export function MessagePage() {
  const { messageId } = route.useParams();
  const { data, error, isPending, refetch } = useQuery(outboxQueries.message(messageId));
  const back = (
    <Link to="/outbox" className={LINK}>
      Back to the outbox
    </Link>
  );
  if (error)
    return (
      <>
        <PageHeader title={`Message #${messageId}`} description={back} />
        <ErrorPanel error={error} onRetry={() => void refetch()} />
      </>
    );
  if (isPending) return <Spinner label="Reading the message…" />;
  return (
    <div className="space-y-4">
      <PageHeader title={data.subject || '(no subject)'} description={back} />
      <TitledCard title="Envelope">
        <dl className="grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-slate-600">From</dt>
          <dd className="[overflow-wrap:anywhere]">{data.from}</dd>
          <dt className="text-slate-600">To</dt>
          <dd className="[overflow-wrap:anywhere]">{data.to.join(', ')}</dd>
          <dt className="text-slate-600">Subject</dt>
          <dd className="[overflow-wrap:anywhere]">{data.subject}</dd>
          <dt className="text-slate-600">Sent</dt>
          <dd>{formatDate(data.at, true)}</dd>
          <dt className="text-slate-600">Size</dt>
          <dd>{sizeText(data.size)}</dd>
        </dl>
      </TitledCard>
      <TitledCard title="The mail">
        <MailHtml html={data.html} title="The mail’s HTML body" />
      </TitledCard>
      <TitledCard title="Plain-text part">
        <MailText text={data.text} />
      </TitledCard>
      <TitledCard title={`Attachments (${data.attachments.length})`}>
        {data.attachments.length === 0 ? (
          <p className="text-sm text-slate-600">No attachment: the mail went without its PDF.</p>
        ) : (
          <ul className="space-y-4">
            {data.attachments.map((a) => (
              <li key={a.n} className="space-y-1">
                <p className="text-sm font-medium text-slate-800">
                  {a.filename}{' '}
                  <span className="font-normal text-slate-500">
                    · {a.content_type} · {sizeText(a.size)}
                  </span>
                </p>
                {a.content_type === 'application/pdf' ? (
                  <PdfAttachment id={messageId} a={a} />
                ) : (
                  <p className="text-sm text-slate-600">Shown only as its name: not a PDF.</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </TitledCard>
    </div>
  );
}
