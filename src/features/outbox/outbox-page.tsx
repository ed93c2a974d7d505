import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { outboxQueries } from '../../api/outbox.ts';
import { EmptyState } from '../../components/data-table/empty-state.tsx';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TitledCard } from '../../components/ui/titled-card.tsx';
import { formatDate } from '../../lib/format.ts';
import { OUTBOX_PAGE } from '../../lib/local-schemas/outbox.ts';
import { sizeText } from '../../components/mail/size-text.ts';

const route = getRouteApi('/outbox/');

export const OUTBOX_DESCRIPTION =
  'Mail this Searchboard sent while no SMTP server is set (SMTP_URL): scheduled reports and their “Send now”, kept here so you can read exactly what a recipient would get.';

/** `/outbox`: the mail kept in the store, newest first, a page at a time. */
export function OutboxPage() {
  const { page = 1 } = route.useSearch();
  const navigate = route.useNavigate();
  const params = { limit: OUTBOX_PAGE, offset: (page - 1) * OUTBOX_PAGE };
  const { data, error, isPending, refetch } = useQuery(outboxQueries.page(params));
  const pages = data ? Math.max(1, Math.ceil(data.total / OUTBOX_PAGE)) : 1;

  return (
    <>
      <PageHeader title="Outbox" description={OUTBOX_DESCRIPTION} />
      {error ? (
        <ErrorPanel error={error} onRetry={() => void refetch()} />
      ) : isPending ? (
        <Spinner label="Reading the outbox…" />
      ) : data.total === 0 ? (
        <EmptyState>
          The outbox is empty. A report schedule puts mail here: open a site’s report, choose “Schedules”,
          make a schedule and press “Send now”, or wait for its next send.
        </EmptyState>
      ) : (
        <TitledCard title={`Messages (${data.total})`}>
          {/* a list, not a table: on a phone the subject, which opens the message, comes first and whole */}
          <ul aria-label="Outbox, newest first" className="divide-y divide-slate-100">
            {data.items.map((m) => (
              <li key={m.id} className="py-2 text-sm">
                <Link
                  to="/outbox/$messageId"
                  params={{ messageId: m.id }}
                  className="font-medium text-indigo-700 underline-offset-2 [overflow-wrap:anywhere] hover:underline"
                >
                  {m.subject || '(no subject)'}
                </Link>
                <p className="text-slate-700 [overflow-wrap:anywhere]">
                  {formatDate(m.at, true)} · to {m.to.join(', ')} · {sizeText(m.size)}
                </p>
                {m.attachments.length > 0 && (
                  <p className="text-xs text-slate-500 [overflow-wrap:anywhere]">
                    Attached: {m.attachments.map((a) => a.filename).join(', ')}
                  </p>
                )}
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav aria-label="Outbox pages" className="mt-3 flex items-center gap-2 text-sm">
              <Button
                variant="secondary"
                disabled={page <= 1}
                onClick={() => void navigate({ search: { page: page - 1 } })}
              >
                Newer
              </Button>
              <span>
                Page {page} of {pages}
              </span>
              <Button
                variant="secondary"
                disabled={page >= pages}
                onClick={() => void navigate({ search: { page: page + 1 } })}
              >
                Older
              </Button>
            </nav>
          )}
        </TitledCard>
      )}
    </>
  );
}
