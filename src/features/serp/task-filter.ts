import type { SerpTask } from '../../api/serp-schemas.ts';
import type { SerpListSearch } from './search.ts';

export const PAGE_SIZE = 25;

/** The rows of one page of the task list: text and status filters, newest first as the service sends them. */
export function filterTasks(tasks: readonly SerpTask[], search: SerpListSearch, size = PAGE_SIZE) {
  const q = search.q?.trim().toLowerCase();
  const matching = tasks.filter(
    (t) =>
      (!q || t.query.toLowerCase().includes(q) || String(t.id) === q) &&
      (search.status === undefined || t.is_completed === (search.status === 'completed')),
  );
  const pages = Math.max(1, Math.ceil(matching.length / size));
  const page = Math.min(Math.max(1, search.page ?? 1), pages);
  return { rows: matching.slice((page - 1) * size, page * size), total: matching.length, pages, page };
}
