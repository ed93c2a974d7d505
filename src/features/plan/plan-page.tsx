import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { planQueries } from '../../api/plan.ts';
import { useKnownSites } from '../../components/layout/use-sites.ts';
import { NeedsRole } from '../../components/roles/needs-role.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ExportCsvButton } from '../../components/data-table/export-csv-button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { PAGE_HEADINGS } from '../../lib/page-headings.ts';
import { AddTaskCard } from './add-task-card.tsx';
import { tasksAddedHere } from './added-tasks.ts';
import { ChecklistSectionCard } from './checklist-section.tsx';
import { OverallCard } from './overall-card.tsx';
import { planCsv } from './plan-csv.ts';
import { withPendingTicks } from './plan-progress.ts';
import { TickRefusals } from './tick-refusals.tsx';
import { useTicks } from './use-ticks.ts';

const route = getRouteApi('/sites/$siteId/plan');

/** The marketing plan of the site in the URL. */
export function PlanPage() {
  const { siteId } = route.useParams();
  // Keyed by site: pending ticks belong to the site they were made on.
  return <Checklist key={siteId} siteId={siteId} />;
}

function Checklist({ siteId }: { siteId: number }) {
  const { data, dataUpdatedAt } = useSuspenseQuery(planQueries.sections(siteId));
  const { queue, state } = useTicks(siteId);
  const show = route.useSearch().show ?? 'all';
  const navigate = route.useNavigate();
  const { sites } = useKnownSites();
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<string>();
  // A small localStorage read, redone each render so it follows adds and deletes.
  const addedHere = tasksAddedHere(siteId);
  const sections = useMemo(() => withPendingTicks(data, state.shown), [data, state.shown]);
  const site = sites.find((s) => s.id === siteId);
  const titleOf = (itemId: string) =>
    data.flatMap((s) => s.items).find((i) => i.id === itemId)?.title ?? `task ${itemId}`;

  return (
    <div>
      <PageHeader
        {...PAGE_HEADINGS.plan}
        actions={
          <>
            <ExportCsvButton
              label={show === 'all' ? 'Export CSV' : 'Export shown items (CSV)'}
              build={() => planCsv(siteId, data, show, dataUpdatedAt)}
            />
            {/* the one note of the page: ticks, edits and deletes below go quietly with it */}
            <NeedsRole need="write">
              {!adding && <Button onClick={() => setAdding(true)}>Add task</Button>}
            </NeedsRole>
          </>
        }
      />
      {/* The site, under the heading the static frame draws (a phone's header cuts the switcher short, and a
          printed plan has no header). */}
      <p className="-mt-3 mb-4 text-sm text-slate-700">
        Site: <span className="font-medium">{site ? `${site.name} (#${siteId})` : `#${siteId}`}</span>
      </p>
      <TickRefusals refusals={state.refusals} titleOf={titleOf} onDismiss={(r) => queue.dismiss(r)} />
      <p role="status" className={notice ? 'mb-4 text-sm font-medium text-emerald-800' : undefined}>
        {notice}
      </p>
      {adding && (
        <AddTaskCard
          siteId={siteId}
          onCancel={() => setAdding(false)}
          onAdded={(title) => {
            setAdding(false);
            setNotice(`Added “${title}”.`);
          }}
        />
      )}
      <OverallCard
        sections={sections}
        show={show}
        onShow={(next) => void navigate({ search: next === 'all' ? {} : { show: next }, replace: true })}
      />
      <div className="mt-6 flex flex-col gap-4">
        {sections.map((section) => (
          <ChecklistSectionCard
            key={section.id}
            siteId={siteId}
            section={section}
            show={show}
            addedHere={addedHere}
            sending={state.sending}
            onTick={(itemId, checked, shownValue) => queue.set(itemId, checked, shownValue)}
            onChanged={setNotice}
          />
        ))}
      </div>
    </div>
  );
}
