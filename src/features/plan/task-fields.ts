import { formatNumber } from '../../lib/format.ts';
import { LIMITS } from '../../lib/limits.ts';

/**
 * What the task forms send, checked at the field before any request: both required (spec: "400 if title or text
 * empty") and no longer than the server takes (a title is one line of the checklist, a text a few paragraphs).
 */
export interface TaskFields {
  title: string;
  text: string;
}

export type TaskFieldErrors = Partial<Record<keyof TaskFields, string>>;

const MAX: Record<keyof TaskFields, number> = { title: LIMITS.taskTitle, text: LIMITS.taskText };

/** A field over its limit, said as it is typed or pasted; what was typed is kept whole to be shortened. */
export function taskFieldTooLong(name: keyof TaskFields, value: string): string | undefined {
  const length = value.trim().length;
  return length > MAX[name]
    ? `A task ${name} can be at most ${formatNumber(MAX[name])} characters; this one has ${formatNumber(length)}.`
    : undefined;
}

export function validateTask(fields: TaskFields): TaskFieldErrors {
  const errors: TaskFieldErrors = {};
  const title =
    fields.title.trim() === '' ? 'Enter a title for the task.' : taskFieldTooLong('title', fields.title);
  const text =
    fields.text.trim() === ''
      ? 'Enter the text of the task: the service requires it.'
      : taskFieldTooLong('text', fields.text);
  if (title) errors.title = title;
  if (text) errors.text = text;
  return errors;
}

export const hasErrors = (errors: TaskFieldErrors): boolean => Object.keys(errors).length > 0;
