import { PAGE_HEADINGS } from '../../lib/page-headings.ts';
import { DrawAfter } from '../../components/ui/draw-after.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ArchivedTasks } from './archived-tasks.tsx';
import { QueueForm } from './queue-form.tsx';
import { TaskList } from './task-list.tsx';

/** `/serp`: queue SERP tasks and follow those of the last 24 hours. */
export function SerpPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader {...PAGE_HEADINGS.serp} />
      {/* the form and the task list (which starts a read per completed task) drawn in slices the first time */}
      <DrawAfter>
        <QueueForm />
        <TaskList />
        <ArchivedTasks />
      </DrawAfter>
    </div>
  );
}
