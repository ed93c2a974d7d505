/** What the task forms send, checked at the field before any request (spec: "400 if title or text empty"). */
export interface TaskFields {
  title: string;
  text: string;
}

export type TaskFieldErrors = Partial<Record<keyof TaskFields, string>>;

export function validateTask(fields: TaskFields): TaskFieldErrors {
  const errors: TaskFieldErrors = {};
  if (fields.title.trim() === '') errors.title = 'Enter a title for the task.';
  if (fields.text.trim() === '') errors.text = 'Enter the text of the task: the service requires it.';
  return errors;
}

export const hasErrors = (errors: TaskFieldErrors): boolean => Object.keys(errors).length > 0;
