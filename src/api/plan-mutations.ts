import { mutationOptions } from '@tanstack/react-query';
import { addTask, planInvalidates, deleteTask, updateTask, type AddTaskInput } from './plan.ts';
import { invalidate } from './invalidate.ts';

/** The checklist's writes. A task for all projects shows in every site's plan, so each re-reads the whole area. */
export const planMutations = {
  addTask: (siteId: number) =>
    mutationOptions({
      mutationFn: (input: AddTaskInput) => addTask(siteId, input),
      onSuccess: (_r, _v, _c, { client }) => invalidate(client, planInvalidates.task()),
    }),
  updateTask: (siteId: number, taskId: string | number) =>
    mutationOptions({
      mutationFn: (fields: { title: string; text: string }) =>
        updateTask(siteId, { task_id: taskId, ...fields }),
      onSuccess: (_r, _v, _c, { client }) => invalidate(client, planInvalidates.task()),
    }),
  deleteTask: (siteId: number, taskId: string | number) =>
    mutationOptions({
      mutationFn: () => deleteTask(siteId, taskId),
      onSuccess: (_r, _v, _c, { client }) => invalidate(client, planInvalidates.task()),
    }),
};
