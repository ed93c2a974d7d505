import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { z } from 'zod';
import { call, callVoid } from './client.ts';
import { invalidInput, requiredText } from './invalid-input.ts';
import { planReads } from './reads.ts';
import { bool, int, list, str } from './schema.ts';

/** Marketing plan checklist (spec, Endpoints: "Marketing plan"), project interface. No operation spends credits. */

export const checklistItemSchema = z.lazy(() =>
  z.looseObject({
    id: str,
    title: str,
    checked: bool,
  }),
);
export type ChecklistItem = z.output<typeof checklistItemSchema>;

export const checklistSectionSchema = z.lazy(() =>
  z.looseObject({
    id: str,
    title: str,
    items_count: int,
    items_checked: int,
    items: list(checklistItemSchema),
  }),
);
export type ChecklistSection = z.output<typeof checklistSectionSchema>;

const sectionsSchema = z.lazy(() => list(checklistSectionSchema));

// Task ids are strings in checklist items and in PUT bodies, but the Add task answer gives an integer: kept as a
// string everywhere on our side so an item id and a new task id compare equal.
const createdTaskSchema = z.lazy(() => z.looseObject({ id: str }));
export type CreatedTask = z.output<typeof createdTaskSchema>;

export interface AddTaskInput {
  title: string;
  text: string;
  /** the task applies to all projects */
  for_all?: boolean;
}
export interface UpdateTaskInput {
  task_id: string | number;
  title: string;
  text: string;
}

export async function listChecklist(siteId: number, signal?: AbortSignal) {
  return call({ ...planReads.checklist(siteId), signal }, sectionsSchema);
}

export async function addTask(siteId: number, input: AddTaskInput) {
  const json = {
    title: requiredText(input.title, 'title', 'POST'),
    text: requiredText(input.text, 'text', 'POST'),
    ...(input.for_all === undefined ? {} : { for_all: input.for_all }),
  };
  return call({ op: 'checklist.task.add', params: { site_id: siteId }, json }, createdTaskSchema);
}

// The two PUTs share one path and the service tells them apart by the body's fields, so each fetcher builds
// its body field by field: a stray `checked` in an edit (or `title` in a tick) could make it the other operation.

/** Edit a task: sends exactly `{task_id, title, text}`. */
export async function updateTask(siteId: number, input: UpdateTaskInput) {
  const json = {
    task_id: String(input.task_id),
    title: requiredText(input.title, 'title', 'PUT'),
    text: requiredText(input.text, 'text', 'PUT'),
  };
  return callVoid({ op: 'checklist.task.put', params: { site_id: siteId }, json });
}

/** Tick or untick a task: sends exactly `{task_id, checked}`, `checked` always a JSON boolean (spec). */
export async function setTaskChecked(siteId: number, taskId: string | number, checked: boolean) {
  const json = { task_id: String(taskId), checked: checked === true };
  return callVoid({ op: 'checklist.task.put', params: { site_id: siteId }, json });
}

/** Only tasks made with Add task can be deleted; their ids are integers in the path. */
export async function deleteTask(siteId: number, taskId: string | number) {
  const id = String(taskId).trim();
  if (!/^\d+$/.test(id)) throw invalidInput('project', 'DELETE', 'Only tasks you added can be deleted.');
  return callVoid({ op: 'checklist.task.delete', params: { site_id: siteId, task_id: id } });
}

export const planQueries = {
  all: () => ['plan'] as const,
  site: (siteId: number) => ['plan', siteId] as const,
  sections: (siteId: number) =>
    queryOptions({
      queryKey: ['plan', siteId, 'sections', {}] as const,
      queryFn: ({ signal }) => listChecklist(siteId, signal),
    }),
};

/**
 * What a task write makes stale. A task added `for_all` appears in every site's checklist (and editing or
 * deleting it may too), so every write marks the whole area stale; only the open checklist refetches.
 */
export const planInvalidates = {
  task: (): QueryKey[] => [planQueries.all()],
};
