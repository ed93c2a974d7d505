import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { SerpItem, SerpResult } from '../../api/serp-schemas.ts';
import { Card, CardTitle } from '../../components/ui/card.tsx';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { ExportCsvButton } from '../../components/data-table/export-csv-button.tsx';
import { SelectField } from '../../components/ui/field.tsx';
import { formatNumber } from '../../lib/format.ts';
import { standardCsv } from './serp-csv.ts';
import { standardColumns } from './standard-columns.tsx';
import { isSiteItem } from './tracked-site.ts';

const route = getRouteApi('/serp/$taskId');
/** The standard result: top 100 (spec), one row per item, filterable by type through the URL. */
export function StandardTable({
  items,
  meta,
  readAt = 0,
  siteHost,
}: {
  items: SerpItem[];
  /** the result's request metadata and read time, for the CSV export */
  meta?: SerpResult['request_metadata'];
  readAt?: number;
  /** the tracked site's host: its rows are marked */
  siteHost?: string;
}) {
  const { type } = route.useSearch();
  const { taskId } = route.useParams();
  const navigate = route.useNavigate();
  const types = [...new Set(items.map((i) => i.type))];
  const rows = type ? items.filter((i) => i.type === type) : items;
  const mine = (i: SerpItem) => siteHost !== undefined && isSiteItem(i, siteHost);
  // new column functions would remount every cell (and drop a focused link's focus) at each render
  const columns = useMemo(() => standardColumns(siteHost), [siteHost]);
  return (
    <Card>
      <CardTitle
        action={
          <span className="flex items-end gap-2">
            {meta && rows.length > 0 && (
              <ExportCsvButton
                label={type ? 'Export shown results (CSV)' : 'Export CSV'}
                build={() => standardCsv(taskId, meta, rows, readAt)}
              />
            )}
            <SelectField
              label="Type"
              value={type ?? ''}
              onChange={(e) =>
                void navigate({ search: (s) => ({ ...s, type: e.target.value || undefined }), replace: true })
              }
            >
              <option value="">All types ({items.length})</option>
              {types.map((t) => (
                <option key={t} value={t}>
                  {t} ({items.filter((i) => i.type === t).length})
                </option>
              ))}
            </SelectField>
          </span>
        }
      >
        Standard results
      </CardTitle>
      <DataTable
        caption="Standard results, top 100"
        data={rows}
        columns={columns}
        getRowId={(i, n) => `${i.rank_absolute ?? 'x'}-${n}`}
        className="w-full border-collapse text-sm"
        rowClassName={(i) =>
          mine(i) ? 'bg-emerald-50 outline outline-2 -outline-offset-2 outline-emerald-500' : ''
        }
        rowLabel={(i) =>
          mine(i) ? `Your site: ${i.domain ?? i.url ?? ''} at ${formatNumber(i.rank_absolute)}` : undefined
        }
      />
    </Card>
  );
}
