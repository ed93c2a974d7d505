import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { useRouteRetry } from '../../components/errors/use-route-retry.ts';
import { BacklinkError } from './backlink-error.tsx';

/** A report that cannot be read: the service's message ("Backlink report not found"…), plain words, a way back. */
export function ReportErrorView({ error }: ErrorComponentProps) {
  const retry = useRouteRetry();
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 py-8">
      <h1 className="text-2xl font-semibold text-slate-900">Backlink report</h1>
      <BacklinkError error={error} onRetry={retry} />
      <Link to="/backlinks" className="text-sm font-medium text-indigo-700 underline">
        Back to all backlink reports
      </Link>
    </div>
  );
}
