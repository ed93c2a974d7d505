import { mutationOptions } from '@tanstack/react-query';
import { addTask, checklistInvalidates, deleteTask, updateTask, type AddTaskInput } from './checklist.ts';
import { invalidate } from './invalidate.ts';

/** The checklist's writes. A task for all projects shows in every site's plan, so each re-reads the whole area. */
export const checklistMutations = {
  addTask: (siteId: number) =>
    mutationOptions({
      mutationFn: (input: AddTaskInput) => addTask(siteId, input),
      onSuccess: (_r, _v, _c, { client }) => invalidate(client, checklistInvalidates.task()),
    }),
  updateTask: (siteId: number, taskId: string | number) =>
    mutationOptions({
      mutationFn: (fields: { title: string; text: string }) =>
        updateTask(siteId, { task_id: taskId, ...fields }),
      onSuccess: (_r, _v, _c, { client }) => invalidate(client, checklistInvalidates.task()),
    }),
  deleteTask: (siteId: number, taskId: string | number) =>
    mutationOptions({
      mutationFn: () => deleteTask(siteId, taskId),
      onSuccess: (_r, _v, _c, { client }) => invalidate(client, checklistInvalidates.task()),
    }),
};
