import { PageHeader } from '../../components/ui/page-header.tsx';
import { ArchivedTasks } from './archived-tasks.tsx';
import { QueueForm } from './queue-form.tsx';
import { TaskList } from './task-list.tsx';

/** `/serp`: queue SERP tasks and follow those of the last 24 hours. */
export function SerpPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="SERP collection"
        description="Collect search result pages for your queries: the top 100 results for free once collected, the full page with every block for 10 credits, and the raw HTML. The service keeps results 24 hours; Searchboard keeps a copy of those you opened."
      />
      <QueueForm />
      <TaskList />
      <ArchivedTasks />
    </div>
  );
}
