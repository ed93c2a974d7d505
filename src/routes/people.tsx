import { createFileRoute } from '@tanstack/react-router';
import { meQueries } from '../api/me.ts';
import { peopleQueries } from '../api/people.ts';
import { PeoplePage } from '../features/people/people-page.tsx';

export const Route = createFileRoute('/people')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(peopleQueries.list()),
      queryClient.ensureQueryData(meQueries.me()),
    ]),
  component: PeoplePage,
});
