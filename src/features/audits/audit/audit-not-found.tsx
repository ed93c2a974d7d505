import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ApiError } from '../../../api/errors.ts';
import { ErrorPanel } from '../../../components/errors/error-panel.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/** A bad audit id, a deleted audit (404) or another failure of an audit page's first read. */
export function AuditNotFound({ error }: Partial<ErrorComponentProps>) {
  const router = useRouter();
  const missing = !error || (error instanceof ApiError && error.kind === 'not_found');
  return (
    <div className="flex flex-col gap-4">
      <Link to="/audits" className="text-sm text-indigo-700 hover:underline">
        ← All audits
      </Link>
      {missing ? (
        <PageHeader
          title="Audit not found"
          description="There is no audit with this id: it may have been deleted, or the address is mistyped."
        />
      ) : (
        <ErrorPanel error={error} onRetry={() => void router.invalidate()} />
      )}
    </div>
  );
}
