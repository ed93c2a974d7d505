import { createFileRoute } from '@tanstack/react-router';
import { groupsQueries } from '../api/groups.ts';
import { GroupsPage } from '../features/groups/groups-page.tsx';
import { parseGroupsSearch } from '../features/groups/search.ts';

export const Route = createFileRoute('/groups')({
  validateSearch: parseGroupsSearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(groupsQueries.list()),
  component: GroupsPage,
});
