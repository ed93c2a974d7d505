import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../components/ui/field.tsx';
import {
  hasErrors,
  taskFieldTooLong,
  validateTask,
  type TaskFieldErrors,
  type TaskFields,
} from './task-fields.ts';

/**
 * Title and text of a task, both required, bounded and checked here before anything is sent. What was typed stays
 * in the form when it is refused, here or by the service.
 */
export function TaskForm({
  label,
  initial,
  textHint,
  submitLabel,
  busy,
  error,
  extra,
  onSubmit,
  onCancel,
}: {
  /** the form's accessible name */
  label: string;
  initial: TaskFields;
  textHint?: ReactNode;
  submitLabel: string;
  busy: boolean;
  error: unknown;
  /** more controls between the fields and the buttons */
  extra?: ReactNode;
  onSubmit: (fields: TaskFields) => void;
  onCancel: () => void;
}) {
  const [fields, setFields] = useState(initial);
  const [errors, setErrors] = useState<TaskFieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);

  // After a refused submit, focus the first field with an error.
  useEffect(() => {
    if (attempt > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const change = (name: keyof TaskFields, value: string) => {
    setFields((f) => ({ ...f, [name]: value }));
    // typing takes a refusal away, except that of a text still too long: that one is said as soon as it is so
    setErrors((e) => ({ ...e, [name]: taskFieldTooLong(name, value) }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateTask(fields);
    setErrors(found);
    if (hasErrors(found)) return setAttempt((a) => a + 1);
    onSubmit({ title: fields.title.trim(), text: fields.text.trim() });
  };

  return (
    <form ref={form} aria-label={label} onSubmit={submit} noValidate className="flex flex-col gap-3">
      <TextField
        label="Title"
        value={fields.title}
        error={errors.title}
        required
        onChange={(e) => change('title', e.target.value)}
      />
      <TextAreaField
        label="Text"
        rows={3}
        value={fields.text}
        error={errors.text}
        hint={textHint}
        required
        onChange={(e) => change('text', e.target.value)}
      />
      {extra}
      {error ? <ErrorPanel error={error} compact /> : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
