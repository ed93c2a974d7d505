import type { ReactNode } from 'react';
import { Spinner } from '../../components/ui/spinner.tsx';
import { BacklinkError } from './backlink-error.tsx';
import { ExportButton } from './export-button.tsx';
import type { CsvFile, Progress } from './exports.ts';
import { Pager } from '../../components/pager.tsx';
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
  exportCsv: (p: Progress) => Promise<CsvFile>;
  children: ReactNode;
}) {
  const { page, limit, onPage } = state;
  return (
    <div aria-busy={stale || pending}>
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        <div className="ml-auto">
          <ExportButton label={`Export ${noun} to CSV`} run={exportCsv} />
        </div>
      </div>
      {pending && <Spinner label={`Loading ${noun}…`} />}
      {Boolean(error) && <BacklinkError error={error} onRetry={retry} />}
      <div className={stale ? 'opacity-60 transition-opacity' : ''}>{children}</div>
      {total !== undefined && (
        <Pager
          total={total}
          page={page ?? 1}
          limit={limit ?? TABLE_DEFAULT_LIMIT}
          limits={TABLE_LIMITS}
          noun={noun}
          onPage={(p) => onPage(p > 1 ? p : undefined, limit)}
          onLimit={(l) => onPage(undefined, l === TABLE_DEFAULT_LIMIT ? undefined : l)}
        />
      )}
    </div>
  );
}
