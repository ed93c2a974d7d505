import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { aiQueries } from '../../api/ai.ts';
import { schedulesQueries } from '../../api/report-schedules.ts';
import { EmptyState } from '../../components/data-table/empty-state.tsx';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { useKnownSites } from '../../components/layout/use-sites.ts';
import { NeedsRole } from '../../components/roles/needs-role.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { engineLabel } from '../../lib/engine-vocabulary.ts';
import { ScheduleCard } from './schedule-card.tsx';
import { ScheduleFormCard, type EngineChoice } from './schedule-form.tsx';
import { emptyForm, formOf } from './schedule-form-state.ts';
import { browserZone } from './schedule-words.ts';

const route = getRouteApi('/reports_/$siteId/schedules');

/** The site's AI engines by name; the id only where two engines would read the same. */
function useEngineChoices(siteId: number): EngineChoice[] {
  const { data } = useQuery(aiQueries.engines(siteId));
  return useMemo(() => {
    const engines = data ?? [];
    const plain = engines.map((e) => engineLabel(e));
    return engines.map((e, i) => ({
      id: e.id,
      label: plain.filter((l) => l === plain[i]).length > 1 ? engineLabel(e, { withId: true }) : plain[i]!,
    }));
  }, [data]);
}

/** The route's page: its site from the address. */
export function SchedulesRoutePage() {
  return <SchedulesPage siteId={route.useParams().siteId} />;
}

/** `/reports/<site>/schedules`: the site's report mailed by itself, each schedule with its log. */
export function SchedulesPage({ siteId }: { siteId: number }) {
  const site = useKnownSites().sites.find((s) => s.id === siteId);
  const { data, error, isPending, refetch } = useQuery(schedulesQueries.list(siteId));
  const engines = useEngineChoices(siteId);
  // 'new', a schedule's id being changed, or nothing
  const [editing, setEditing] = useState<'new' | number | null>(null);
  const engineName = (id: number) => engines.find((e) => e.id === id)?.label ?? `engine #${id}`;
  const name = site?.name ?? `site #${siteId}`;
  const blocked = data?.some((s) => s.blocked) ?? false;

  return (
    <>
      <PageHeader
        title={`Report schedules: ${name}`}
        description={
          <>
            The{' '}
            <Link
              to="/reports/$siteId"
              params={{ siteId }}
              className="text-indigo-700 underline-offset-2 hover:underline"
            >
              site’s report
            </Link>{' '}
            mailed by itself, with its PDF and a live link its recipients need no account for. Costs 0
            credits: a report reads only free data and the store.
          </>
        }
        actions={
          editing === null ? (
            <NeedsRole need="write" quiet>
              <Button onClick={() => setEditing('new')}>New schedule</Button>
            </NeedsRole>
          ) : undefined
        }
      />
      {editing === 'new' && (
        <div className="mb-4">
          <ScheduleFormCard
            siteId={siteId}
            initial={{ ...emptyForm(browserZone()), enabled: !blocked }}
            engines={engines}
            onDone={() => setEditing(null)}
          />
        </div>
      )}
      {error ? (
        <ErrorPanel error={error} onRetry={() => void refetch()} />
      ) : isPending ? (
        <Spinner label="Reading the schedules…" />
      ) : data.length === 0 ? (
        <EmptyState>
          No schedule yet. A schedule mails this site’s report daily, weekly or monthly to up to 10 people,
          with its PDF and a link to the live view.
        </EmptyState>
      ) : (
        <ul className="space-y-4">
          {data.map((s) => (
            <li key={s.id}>
              {editing === s.id ? (
                <ScheduleFormCard
                  siteId={siteId}
                  schedule={s}
                  initial={formOf(s)}
                  engines={engines}
                  onDone={() => setEditing(null)}
                />
              ) : (
                <ScheduleCard schedule={s} engineName={engineName} onEdit={() => setEditing(s.id)} />
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
