import type { ReactNode } from 'react';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TitledCard } from '../../components/ui/titled-card.tsx';

/**
 * One panel of the account page, titled, with the read behind it loading and failing on its own: the spinner
 * while it is read, the error with a retry when it failed; the children draw what it read.
 */
export function AccountCard({
  title,
  action,
  intro,
  query,
  loading,
  children,
}: {
  title: string;
  action?: ReactNode;
  /** text shown above the read's state, whatever it is */
  intro?: ReactNode;
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** the spinner's words */
  loading: string;
  children: ReactNode;
}) {
  return (
    <TitledCard title={title} action={action}>
      {intro}
      {query.isPending && <Spinner label={loading} />}
      {query.isError && <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />}
      {children}
    </TitledCard>
  );
}
