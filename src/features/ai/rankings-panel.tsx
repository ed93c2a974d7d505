import { useQuery } from '@tanstack/react-query';
import { aiQueries } from '../../api/ai.ts';
import { useSiteAnnotations } from '../../components/annotations/use-annotations.ts';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { ExportCsvButton } from '../../components/data-table/export-csv-button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { pageName, rankingsCsv } from './ai-csv.ts';
import { IntentLegend } from './intent-chips.tsx';
import { Pager } from '../../components/data-table/pager.tsx';
import { AI_PAGE_SIZES } from './page-sizes.ts';
import { PromptDetail } from './prompt-detail.tsx';
import { RankingsTable } from './rankings-table.tsx';
import { DEFAULT_PAGE_SIZE, trendParams, type EngineSearch, type ResolvedRange } from './search.ts';
import { TitledCard } from '../../components/ui/titled-card.tsx';

export function rankingsParams(search: EngineSearch, range: ResolvedRange) {
  return {
    date_from: range.from,
    date_to: range.to,
    limit: search.limit ?? DEFAULT_PAGE_SIZE,
    offset: search.offset ?? 0,
  };
}

export function RankingsPanel({
  siteId,
  engineId,
  search,
  range,
  onSearch,
}: {
  siteId: number;
  engineId: number;
  search: EngineSearch;
  range: ResolvedRange;
  onSearch: (next: EngineSearch) => void;
}) {
  const params = rankingsParams(search, range);
  const page = useQuery(aiQueries.rankings(siteId, engineId, params));
  const onPage = page.data?.items.find((i) => i.keyword_id === search.prompt);
  // a prompt linked from elsewhere may sit on another page: look in the trend's one large page
  const wide = useQuery({
    ...aiQueries.rankings(siteId, engineId, trendParams(range)),
    enabled: search.prompt !== undefined && page.isSuccess && !onPage,
  });
  const open = onPage ?? wide.data?.items.find((i) => i.keyword_id === search.prompt);
  const notes = useSiteAnnotations(siteId);
  return (
    <div className="space-y-4">
      {search.prompt !== undefined && open && (
        <PromptDetail
          item={open}
          range={range}
          annotations={notes.data ?? []}
          readAt={onPage ? page.dataUpdatedAt : wide.dataUpdatedAt}
          onClose={() => onSearch({ prompt: undefined })}
        />
      )}
      {search.prompt !== undefined && !open && wide.isSuccess && (
        <p role="status" className="text-sm text-slate-700">
          That prompt is not tracked by this engine any more.
        </p>
      )}
      <TitledCard
        title="Rankings"
        action={
          page.data && page.data.items.length > 0 ? (
            <ExportCsvButton
              label={page.data.total > page.data.items.length ? 'Export this page (CSV)' : 'Export CSV'}
              build={() =>
                rankingsCsv(
                  [
                    'site',
                    siteId,
                    'engine',
                    engineId,
                    'rankings',
                    range.from,
                    range.to,
                    pageName(params.offset, params.limit),
                  ],
                  page.data.items,
                  range,
                  page.dataUpdatedAt,
                )
              }
            />
          ) : undefined
        }
      >
        {page.error ? (
          <ErrorPanel error={page.error} onRetry={() => void page.refetch()} />
        ) : page.isPending ? (
          <Spinner label="Reading rankings…" />
        ) : page.data.items.length === 0 ? (
          <p className="text-sm text-slate-700">
            {page.data.total === 0 ? 'This engine tracks no prompts yet.' : 'No prompts on this page.'}
          </p>
        ) : (
          <div className="space-y-3">
            <IntentLegend />
            <p className="text-xs text-slate-600">
              Daily positions: solid line site link, dashed line brand mention; higher is better; breaks are
              days without an AI answer.
            </p>
            <RankingsTable
              items={page.data.items}
              openId={search.prompt}
              onOpen={(prompt) => onSearch({ prompt })}
            />
          </div>
        )}
        {page.data && (
          <Pager
            label="Rankings pages"
            total={page.data.total}
            sizes={AI_PAGE_SIZES}
            limit={params.limit}
            offset={params.offset}
            onChange={({ limit, offset }) => onSearch({ limit, offset })}
          />
        )}
      </TitledCard>
    </div>
  );
}
