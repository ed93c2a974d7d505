import { Link } from '@tanstack/react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';

/** `/serp/<not an id>`: the route's not-found (lib/path-ids.ts), with the way back to the list. */
export function TaskNotFound() {
  return (
    <div>
      <PageHeader title="Not a SERP task" description="A task id is a positive whole number." />
      <Link to="/serp" className="text-sm text-indigo-700 underline">
        ← All SERP tasks
      </Link>
    </div>
  );
}
