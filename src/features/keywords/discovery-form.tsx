import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { estimateCredits, formatCredits, formatEstimate } from '../../lib/credits.ts';
import { formatNumber } from '../../lib/format.ts';
import { priceOf } from '../../lib/operations.ts';
import {
  checkDraft,
  discoveryParams,
  draftFromSearch,
  filterCount,
  searchFromDraft,
  type DiscoveryDraft,
} from './discovery-params.ts';
import { DiscoveryFilters } from './discovery-filters.tsx';
import { discoveryOptions, KIND_TEXT, type DiscoveryKind } from './discovery-options.ts';
import type { KeywordSearch } from './search.ts';
import { SourceField } from './source-field.tsx';
import { useFreshAnswer } from './use-fresh-answer.ts';
import { NeedsRole } from '../../components/roles/needs-role.tsx';

const PAGE_SIZES = [10, 20, 50, 100, 200, 500, 1000];
const SORTS = ['keyword', 'volume', 'cpc', 'difficulty', 'competition'] as const;
/** Errors shown while typing; the others (required fields, empty conditions) wait for a submit. */
const live = (k: string) => /\.(from|to)$/.test(k) || k === 'limit' || k === 'source';

/** Seed, source, page size, sort, trend and every filter; the button says what the search may cost. */
export function DiscoveryForm({
  kind,
  search,
  onSubmit,
}: {
  kind: DiscoveryKind;
  search: KeywordSearch;
  onSubmit: (next: KeywordSearch) => void;
}) {
  const [draft, setDraft] = useState<DiscoveryDraft>(() => draftFromSearch(search));
  const [tried, setTried] = useState(false);
  const set = (patch: Partial<DiscoveryDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const allErrors = checkDraft(draft);
  const errors = Object.fromEntries(Object.entries(allErrors).filter(([k]) => tried || live(k)));
  const valid = Object.keys(allErrors).length === 0;
  const next = valid ? searchFromDraft(draft) : undefined;
  const params = next ? discoveryParams(next) : undefined;
  const saved = useFreshAnswer(params ? discoveryOptions(kind, params).queryKey : undefined);
  const limit = Number(draft.limit) || 0;
  const price = priceOf(`keywords.${kind}`).credits;
  const sizes =
    PAGE_SIZES.includes(limit) || limit <= 0 ? PAGE_SIZES : [...PAGE_SIZES, limit].sort((a, b) => a - b);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (next) onSubmit(next);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={KIND_TEXT[kind].button} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start gap-3">
        <SourceField value={draft.source} onChange={(source) => set({ source })} error={errors.source} />
        <TextField
          label="Seed keyword"
          className="min-w-64 flex-1"
          value={draft.q}
          onChange={(e) => set({ q: e.target.value })}
          error={errors.q}
        />
        <SelectField
          label="Page size"
          value={draft.limit}
          onChange={(e) => set({ limit: e.target.value })}
          error={errors.limit}
        >
          {sizes.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Sort by"
          value={draft.sort}
          onChange={(e) => set({ sort: e.target.value as DiscoveryDraft['sort'] })}
        >
          <option value="">Service default</option>
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {s === 'cpc' ? 'CPC' : s.charAt(0).toUpperCase() + s.slice(1)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Sort order"
          value={draft.order}
          disabled={!draft.sort}
          onChange={(e) => set({ order: e.target.value as 'asc' | 'desc' })}
        >
          <option value="desc">Descending</option>
          <option value="asc">Ascending</option>
        </SelectField>
        <label className="mt-7 flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" checked={draft.trend} onChange={(e) => set({ trend: e.target.checked })} />
          12-month trend
        </label>
      </div>
      <details
        open={search.q === undefined || filterCount(search) > 0}
        className="rounded-md border border-slate-200 p-3"
      >
        <summary className="cursor-pointer text-sm font-semibold text-slate-800">
          Filters{next && filterCount(next) > 0 ? ` (${filterCount(next)} in use)` : ''}
        </summary>
        <div className="mt-3">
          <DiscoveryFilters draft={draft} set={set} errors={errors} />
        </div>
      </details>
      <div className="flex flex-wrap items-center gap-3">
        {saved ? (
          <Button type="submit">{KIND_TEXT[kind].button} · saved, no credits</Button>
        ) : (
          <NeedsRole need="paid">
            <Button type="submit">
              {KIND_TEXT[kind].button} · {formatEstimate(estimateCredits(`keywords.${kind}`, limit))}
            </Button>
          </NeedsRole>
        )}
        <p className="text-xs text-slate-600">
          {formatCredits(price)} per keyword returned, so at most {formatNumber(price)} × the page size. A
          search already answered this month is shown again for free.
        </p>
      </div>
      {tried && !valid && (
        <p role="alert" className="text-sm font-medium text-red-700">
          Check the highlighted fields: nothing was sent.
        </p>
      )}
    </form>
  );
}
