import type { ReactNode } from 'react';
import { ErrorPanel } from '../errors/error-panel.tsx';
import { Spinner } from './spinner.tsx';

/**
 * What a read shows until its answer is there: the error with a retry when it failed, the spinner while it is
 * read; then the children drawn from the answer.
 */
export function QueryAnswer<T>({
  query,
  reading,
  compact = false,
  children,
}: {
  /** a query's result, or its parts when the children draw a shape made from its data */
  query: { data: T | undefined; error: unknown; refetch: () => unknown };
  /** the spinner's words ("Reading audits…") */
  reading: string;
  compact?: boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.error)
    return <ErrorPanel compact={compact} error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Spinner label={reading} />;
  return <>{children(query.data)}</>;
}
