import type { ReactNode } from 'react';
import { ExportCsvButton, type ExportProgress } from '../../components/data-table/export-csv-button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import type { CsvTable } from '../../lib/csv-table.ts';
import { BacklinkError } from './backlink-error.tsx';
import { SearchPager } from '../../components/data-table/search-pager.tsx';
import { TABLE_DEFAULT_LIMIT, TABLE_LIMITS } from './search.ts';

export interface PageState {
  page: number | undefined;
  limit: number | undefined;
  onPage: (page: number | undefined, limit: number | undefined) => void;
}

/** Heading, whole-table export, one server page of rows, and the pager below (limit and offset in the URL). */
export function PagedFrame({
  title,
  noun,
  state,
  total,
  pending,
  error,
  retry,
  stale,
  exportCsv,
  children,
}: {
  title: string;
  noun: string;
  state: PageState;
  total: number | undefined;
  pending: boolean;
  error: unknown;
  retry: () => void;
  /** the previous page is still shown while the next one loads */
  stale: boolean;
  exportCsv: (p: ExportProgress) => Promise<CsvTable>;
  children: ReactNode;
}) {
  const { page, limit, onPage } = state;
  return (
    <div aria-busy={stale || pending}>
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        <div className="ml-auto">
          <ExportCsvButton
            label={`Export ${noun} to CSV`}
            progress
            build={exportCsv}
            renderError={(e) => <BacklinkError error={e} compact />}
          />
        </div>
      </div>
      {pending && <Spinner label={`Loading ${noun}…`} />}
      {Boolean(error) && <BacklinkError error={error} onRetry={retry} />}
      <div className={stale ? 'opacity-60 transition-opacity' : ''}>{children}</div>
      {total !== undefined && (
        <SearchPager
          label={`Pages of ${noun}`}
          total={total}
          page={page}
          limit={limit}
          defaultLimit={TABLE_DEFAULT_LIMIT}
          sizes={TABLE_LIMITS}
          noun={noun}
          onPage={onPage}
        />
      )}
    </div>
  );
}
