import type { UseQueryResult } from '@tanstack/react-query';
import type { BacklinkInfo } from '../../api/backlink-schemas.ts';
import type { ReportTarget } from '../../api/backlinks.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatNumber } from '../../lib/format.ts';
import { BacklinkError } from './backlink-error.tsx';
import { costSentence, priceText } from './cost.ts';

/** What the info call says a report would hold and cost, with the way on to creating it. */
export function PricePreview({
  target,
  info,
  onCreate,
}: {
  target: ReportTarget;
  info: UseQueryResult<BacklinkInfo>;
  onCreate: () => void;
}) {
  if (info.isPending) return <Spinner label={`Asking the service about ${target.target}…`} />;
  if (info.error) return <BacklinkError error={info.error} onRetry={() => void info.refetch()} />;
  const d = info.data;
  return (
    <section aria-label="Price preview" className="rounded-md border border-indigo-200 bg-indigo-50/50 p-4">
      <h3 className="text-sm font-semibold text-slate-900">
        <span className="break-all">{target.target}</span>{' '}
        <span className="font-normal text-slate-600">({target.mode} mode)</span>
      </h3>
      <dl className="mt-3 grid grid-cols-3 gap-4 text-sm">
        <div>
          <dt className="text-slate-600">Backlinks</dt>
          <dd className="text-xl font-semibold tabular-nums">{formatNumber(d.backlinks)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Referring domains</dt>
          <dd className="text-xl font-semibold tabular-nums">{formatNumber(d.domains)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Price</dt>
          <dd className="text-xl font-semibold tabular-nums">
            {priceText(d)} <span className="text-sm font-normal text-slate-600">{d.price.currency}</span>
          </dd>
        </div>
      </dl>
      {d.note && (
        <p className="mt-3 text-sm text-slate-700">
          <span className="font-medium">Note from the service:</span> {d.note}
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <p className="text-sm text-slate-800">{costSentence('create', d)}</p>
        <Button onClick={onCreate} className="ml-auto">
          Create report…
        </Button>
      </div>
    </section>
  );
}
