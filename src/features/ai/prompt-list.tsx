import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { aiMutations } from '../../api/ai-mutations.ts';
import { aiQueries } from '../../api/ai.ts';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { ActionError } from '../../components/errors/action-error.tsx';
import { useCan } from '../../components/roles/use-can.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/data-table/empty-state.tsx';
import { ExportCsvButton } from '../../components/data-table/export-csv-button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatNumber } from '../../lib/format.ts';
import { promptsCsv } from './ai-csv.ts';
import { IntentLegend } from './intent-chips.tsx';
import { Pager } from '../../components/data-table/pager.tsx';
import { AI_PAGE_SIZES } from './page-sizes.ts';
import { INTENT_NOTE_ID, PromptTable } from './prompt-table.tsx';
import { plural } from '../../lib/plural.ts';

/** The engine's prompts, a page at a time, with selection for deleting (`k2site_llm_ids`). */
export function PromptList({
  siteId,
  engineId,
  limit,
  offset,
  onPage,
}: {
  siteId: number;
  engineId: number;
  limit: number;
  offset: number;
  onPage: (p: { limit: number; offset: number }) => void;
}) {
  const list = useQuery(aiQueries.prompts(siteId, engineId, { limit, offset }));
  // Intent as the Rankings tab shows it, the same letters for the same prompt: the rankings' `search_intent`
  // (spec: I, N, L, C, T), joined by keyword_id. The prompt item's own `intent` is an integer the spec gives no
  // meaning for, so it is not shown as a second, different presentation.
  const rankings = useQuery(aiQueries.rankings(siteId, engineId, { limit: 1000 }));
  const intents = new Map<number, readonly string[] | null>();
  for (const r of rankings.data?.items ?? []) intents.set(r.keyword_id, r.search_intent);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string>();
  const del = useMutation(aiMutations.deletePrompts(siteId, engineId));
  const canDelete = useCan('write');
  if (list.error) return <ErrorPanel error={list.error} onRetry={() => void list.refetch()} />;
  if (list.isPending) return <Spinner label="Reading prompts…" />;
  const items = list.data.items;
  const ids = items.map((p) => p.k2site_llm_id);
  const chosen = ids.filter((id) => selected.has(id));
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        {canDelete && (
          <Button
            variant="danger"
            disabled={chosen.length === 0}
            onClick={() => {
              setDone(undefined);
              setConfirming(true);
            }}
          >
            Delete selected ({formatNumber(chosen.length)})
          </Button>
        )}
        {done && (
          <p role="status" className="text-sm text-emerald-800">
            {done}
          </p>
        )}
        {items.length > 0 && (
          <ExportCsvButton
            className="ml-auto"
            label={list.data.total > items.length ? 'Export this page (CSV)' : 'Export CSV'}
            build={() => promptsCsv(siteId, engineId, items, { limit, offset }, list.dataUpdatedAt)}
          />
        )}
      </div>
      {items.length === 0 ? (
        <EmptyState>
          {list.data.total === 0
            ? `No prompts yet${canDelete ? ': add some above' : ''}.`
            : 'No prompts on this page.'}
        </EmptyState>
      ) : (
        <>
          <PromptTable
            items={items}
            intents={intents}
            selected={selected}
            onSelect={setSelected}
            selectable={canDelete}
          />
          <div id={INTENT_NOTE_ID} className="mt-2 flex flex-col gap-1">
            <IntentLegend />
            <p className="text-xs text-slate-600">
              The same letters as on the Rankings tab. A dash: the service has not given this prompt an intent
              yet (it has no ranking check yet).
            </p>
          </div>
        </>
      )}
      <Pager
        label="Prompt pages"
        total={list.data.total}
        limit={limit}
        offset={offset}
        sizes={AI_PAGE_SIZES}
        onChange={onPage}
      />
      <ConfirmDialog
        open={confirming}
        title={`Delete ${chosen.length} ${plural(chosen.length, 'prompt')}?`}
        confirmLabel="Delete prompts"
        tone="danger"
        busy={del.isPending}
        onConfirm={() =>
          del.mutate(chosen, {
            onSuccess: (_r, ids) => {
              setConfirming(false);
              setSelected(new Set());
              setDone(`Deleted ${ids.length} ${plural(ids.length, 'prompt')}.`);
            },
          })
        }
        onCancel={() => {
          setConfirming(false);
          del.reset();
        }}
      >
        <p>The engine stops checking them and their daily positions are no longer shown.</p>
        <ActionError error={del.error} />
      </ConfirmDialog>
    </div>
  );
}
