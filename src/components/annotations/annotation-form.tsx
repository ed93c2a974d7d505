import { useState } from 'react';
import { annotationErrors, type Annotation, type AnnotationInput } from '../../api/annotations.ts';
import { ErrorPanel } from '../errors/error-panel.tsx';
import { Button } from '../ui/button.tsx';
import { TextAreaField, TextField } from '../ui/field.tsx';
import { useCheckedSubmit } from '../ui/use-checked-submit.ts';

/** Add or edit one marker. Errors show at the field before any request; what was typed stays on failure. */
export function AnnotationForm({
  initial,
  pending,
  error,
  onSave,
  onCancel,
  focusLabel = false,
}: {
  initial: AnnotationInput;
  pending: boolean;
  error: unknown;
  onSave: (a: AnnotationInput) => void;
  onCancel?: () => void;
  /** a day was just picked on a chart: the label is what is left to type */
  focusLabel?: boolean;
}) {
  const [value, setValue] = useState(initial);
  const { errors, submit } = useCheckedSubmit(value, annotationErrors, (v) =>
    onSave({ ...v, label: v.label.trim() }),
  );
  const set = (k: keyof AnnotationInput) => (e: { target: { value: string } }) =>
    setValue((v) => ({ ...v, [k]: e.target.value }));
  return (
    <form noValidate className="grid gap-3 md:grid-cols-[10rem_1fr] print:hidden" onSubmit={submit}>
      <TextField
        label="Date"
        type="date"
        value={value.date}
        onChange={set('date')}
        error={errors.date}
        required
      />
      <TextField
        label="Label"
        value={value.label}
        onChange={set('label')}
        error={errors.label}
        maxLength={120}
        required
        // focus follows the person's click on a chart day
        autoFocus={focusLabel}
      />
      <TextAreaField
        className="md:col-span-2"
        label="Note (optional)"
        value={value.note}
        onChange={set('note')}
        error={errors.note}
        rows={2}
      />
      {error ? (
        <div className="md:col-span-2">
          <ErrorPanel compact error={error} />
        </div>
      ) : null}
      <div className="flex gap-2 md:col-span-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : onCancel ? 'Save annotation' : 'Add annotation'}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

export const toInput = (a: Annotation): AnnotationInput => ({
  date: a.date,
  label: a.label,
  note: a.note ?? '',
});
