import { createFileRoute } from '@tanstack/react-router';
import { accountQueries } from '../api/account.ts';
import { AccountPage } from '../features/account/account-page.tsx';

export const Route = createFileRoute('/account')({
  // prefetch, not ensure: each panel shows its own error, so one failed read does not hide the other two.
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.prefetchQuery(accountQueries.profile()),
      queryClient.prefetchQuery(accountQueries.balance()),
      queryClient.prefetchQuery(accountQueries.subscription()),
    ]),
  component: AccountPage,
});
