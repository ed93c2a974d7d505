import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { ledgerQueries } from '../../api/ledger.ts';
import { serpQueries } from '../../api/serp.ts';
import { positionsQueries, type PositionsRun, type TrackedKeyword } from '../../api/positions.ts';
import { useRefreshOnChange } from '../../api/use-refresh-on-change.ts';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { useKnownSites } from '../../components/layout/use-sites.ts';
import { NeedsRole } from '../../components/roles/needs-role.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardTitle } from '../../components/ui/card.tsx';
import { SelectField } from '../../components/ui/field.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { isoDay } from '../../lib/dates.ts';
import { formatNumber } from '../../lib/format.ts';
import { countOf, plural } from '../../lib/plural.ts';
import { AddKeywords } from './add-keywords.tsx';
import { HistoryPanel } from './history-panel.tsx';
import { KeywordTable } from './keyword-table.tsx';
import { RemovalBar, RemoveDialog, type RemoveTarget } from './remove-dialog.tsx';
import { useRunByHand } from './run-by-hand.ts';
import { RunDialog, type RunTarget } from './run-dialog.tsx';
import { ScheduleCard } from './schedule-card.tsx';
import { positionsTable } from './positions-csv.ts';
import { SiteTrends } from './site-trends.tsx';
import { FILTER_LABELS, FILTERS } from './search.ts';
import { facets, shapeRows } from './table-shape.ts';

const route = getRouteApi('/sites/$siteId/positions');

export function PositionsPage() {
  const { siteId } = route.useParams();
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/sites/$siteId/positions' });
  const q = useQuery(positionsQueries.summary(siteId));
  const spend = useQuery(ledgerQueries.spend(1));
  const { sites } = useKnownSites();
  const [target, setTarget] = useState<RunTarget>();
  const runByHand = useRunByHand();
  // the same function on every render, so the keyword table's cells are not drawn anew each time
  const runOne = useCallback(
    (k: TrackedKeyword) => setTarget({ ids: [k.id], label: `“${k.keyword}”`, count: 1 }),
    [],
  );
  const [removal, setRemoval] = useState<RemoveTarget>();
  const removeOne = useCallback(
    (k: TrackedKeyword) => setRemoval({ pick: { keyword_ids: [k.id] }, label: `“${k.keyword}”`, count: 1 }),
    [],
  );
  // the rows picked to remove together, kept across filters (a removed keyword drops out below)
  const [picked, setPicked] = useState<ReadonlySet<number>>(() => new Set());
  const pick = useCallback(
    (ids: number[], on: boolean) =>
      setPicked((old) => {
        const next = new Set(old);
        for (const id of ids)
          if (on) next.add(id);
          else next.delete(id);
        return next;
      }),
    [],
  );
  const qc = useQueryClient();
  // when a run ends, the site's trend and any open history have a new day: read them again
  useRefreshOnChange(q.data && Boolean(q.data.running), (running) => {
    if (!running) void qc.invalidateQueries({ queryKey: positionsQueries.site(siteId) });
  });
  const site = sites.find((s) => s.id === siteId);
  const monthlyBudget = spend.data?.budget.monthly ?? null;
  const today = isoDay();
  const locations = useQuery(serpQueries.locations());
  // one function per locations list: a new one on every render would draw the keyword table's cells anew
  const locationName = useMemo(() => {
    const names = new Map((locations.data ?? []).map((l) => [Number(l.location_id), l.location_name]));
    return (id: number) => names.get(id) ?? `location ${id}`;
  }, [locations.data]);

  if (q.isPending) return <Spinner label="Reading the tracked keywords…" />;
  if (q.isError) return <ErrorPanel error={q.error} onRetry={() => void q.refetch()} />;
  const p = q.data;
  const filter = search.filter ?? 'all';
  const rows = shapeRows(p.keywords, filter, search.sort ?? 'position', search.dir ?? 'asc', {
    tag: search.tag,
    location: search.location,
  });
  const choices = facets(p.keywords);
  const pickedIds = p.keywords.filter((k) => picked.has(k.id)).map((k) => k.id);
  const tagged = search.tag ? p.keywords.filter((k) => k.tags.includes(search.tag ?? '')).length : 0;
  const exportCsv = async () => {
    const { downloadCsv, toCsv } = await import('../../lib/csv.ts');
    const t = positionsTable(rows, {
      domain: p.settings?.domain ?? `site-${siteId}`,
      locationName,
      readAt: q.dataUpdatedAt,
    });
    downloadCsv(t.filename, toCsv(t.header, t.rows));
  };
  const defaultDomain = site?.url ? new URL(site.url).hostname.replace(/^www\./, '') : '';

  // adding keywords only writes: a role that may not sees why in the form's place
  const addCard = (
    <NeedsRole need="write">
      <AddKeywords
        key={search.add ?? ''}
        initial={search.add}
        onAdded={() => void navigate({ search: (s) => ({ ...s, add: undefined }), replace: true })}
        siteId={siteId}
        settings={p.settings}
        defaultDomain={defaultDomain}
        tracked={p.keywords.length}
        monthlyBudget={monthlyBudget}
      />
    </NeedsRole>
  );

  return (
    <>
      <PageHeader
        title={`Rank tracking${site ? ` · ${site.name}` : ''}`}
        description={
          p.settings
            ? `Where ${p.settings.domain} ranks for its keywords, checked ${p.settings.cadence} and kept here for good.`
            : 'Paste the keywords to track: each run checks where the site ranks for them and keeps the positions.'
        }
      />
      <div className="flex flex-col gap-4">
        {p.running && (
          <p role="status" className="rounded-md bg-indigo-50 px-3 py-2 text-sm text-indigo-900">
            A run of {countOf(p.running.keywords, 'keyword')} is in progress: positions appear as the SERP
            tasks are collected.
          </p>
        )}
        {search.add && addCard}
        {p.settings && p.keywords.length > 0 && (
          <SiteTrends siteId={siteId} domain={p.settings.domain} today={today} />
        )}
        {search.keyword !== undefined && (
          <HistoryPanel siteId={siteId} keywordId={search.keyword} today={today} />
        )}
        {p.keywords.length > 0 && (
          <Card>
            <CardTitle
              action={
                // the card's one note for a person who may not run keywords: the rows' buttons go quietly
                runByHand.can ? (
                  <Button
                    disabled={Boolean(p.running)}
                    onClick={() =>
                      setTarget({ label: `all ${p.keywords.length} keywords`, count: p.keywords.length })
                    }
                  >
                    Run all now
                  </Button>
                ) : (
                  <p className="max-w-md text-sm font-normal text-slate-600">{runByHand.note}</p>
                )
              }
            >
              Tracked keywords ({formatNumber(p.keywords.length)})
            </CardTitle>
            <div className="my-3 flex flex-wrap items-end gap-3">
              <div role="group" aria-label="Show" className="flex flex-wrap gap-2">
                {FILTERS.map((f) => (
                  <Button
                    key={f}
                    variant={filter === f ? 'primary' : 'secondary'}
                    aria-pressed={filter === f}
                    onClick={() =>
                      void navigate({
                        search: (s) => ({ ...s, filter: f === 'all' ? undefined : f }),
                        replace: true,
                      })
                    }
                  >
                    {FILTER_LABELS[f]}
                  </Button>
                ))}
              </div>
              {choices.tags.length > 0 && (
                <SelectField
                  label="Tag"
                  value={search.tag ?? ''}
                  onChange={(e) =>
                    void navigate({
                      search: (s) => ({ ...s, tag: e.target.value || undefined }),
                      replace: true,
                    })
                  }
                >
                  <option value="">Any tag</option>
                  {choices.tags.map((t) => (
                    <option key={t} value={t}>
                      {t}
                    </option>
                  ))}
                </SelectField>
              )}
              {choices.locations.length > 1 && (
                <SelectField
                  label="Location"
                  value={search.location === undefined ? '' : String(search.location)}
                  onChange={(e) =>
                    void navigate({
                      search: (s) => ({
                        ...s,
                        location: e.target.value ? Number(e.target.value) : undefined,
                      }),
                      replace: true,
                    })
                  }
                >
                  <option value="">Any location</option>
                  {choices.locations.map((l) => (
                    <option key={l} value={l}>
                      {locationName(l)}
                    </option>
                  ))}
                </SelectField>
              )}
              <Button
                variant="secondary"
                className="ml-auto"
                disabled={rows.length === 0}
                onClick={() => void exportCsv()}
              >
                Export CSV ({formatNumber(rows.length)})
              </Button>
            </div>
            <p className="mb-2 text-xs text-slate-600">
              Showing {formatNumber(rows.length)} of {formatNumber(p.keywords.length)}. Export is free: it
              reads what is shown from this page.
            </p>
            <NeedsRole need="write" quiet>
              <RemovalBar
                picked={pickedIds}
                tag={search.tag}
                tagged={tagged}
                onRemove={setRemoval}
                onClear={() => setPicked(new Set())}
              />
            </NeedsRole>
            {rows.length === 0 ? (
              <p className="text-sm text-slate-600">No keyword matches this filter.</p>
            ) : (
              <KeywordTable
                rows={rows}
                search={search}
                today={today}
                locationName={locationName}
                onRun={runOne}
                onRemove={removeOne}
                picked={picked}
                onPick={pick}
              />
            )}
          </Card>
        )}
        {!search.add && addCard}
        {p.settings && (
          <ScheduleCard
            key={JSON.stringify(p.settings)}
            siteId={siteId}
            data={p}
            settings={p.settings}
            monthlyBudget={monthlyBudget}
          />
        )}
        {p.runs.length > 0 && <RecentRuns runs={p.runs} />}
      </div>
      <RunDialog siteId={siteId} target={target} onClose={() => setTarget(undefined)} />
      <RemoveDialog
        siteId={siteId}
        target={removal}
        cadence={p.settings?.cadence ?? 'daily'}
        onClose={() => setRemoval(undefined)}
        onRemoved={() => setPicked(new Set())}
      />
    </>
  );
}

function RecentRuns({ runs }: { runs: PositionsRun[] }) {
  return (
    <Card>
      <CardTitle>Recent runs</CardTitle>
      <ul className="mt-2 flex flex-col gap-1 text-sm">
        {runs.map((r) => (
          <li key={r.id}>
            {r.started_at.slice(0, 16).replace('T', ' ')} UTC · {r.kind} · {r.keywords}{' '}
            {plural(r.keywords, 'keyword')} ·{' '}
            <strong>
              {r.status === 'running'
                ? 'running'
                : r.outcome === 'skipped-budget'
                  ? 'skipped (budget)'
                  : r.outcome}
            </strong>
            {r.message ? ` — ${r.message}` : ''}
          </li>
        ))}
      </ul>
    </Card>
  );
}
