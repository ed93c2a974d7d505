import { useId, type ComponentProps } from 'react';
import { TextField } from './field.tsx';

export type Suggestion = string | { value: string; label: string };

/**
 * A text field with suggestions to pick from (a datalist), where anything else may still be typed. The
 * browser's own autocomplete is off: it would cover the suggestions.
 */
export function SuggestField({
  suggestions,
  ...field
}: Omit<ComponentProps<typeof TextField>, 'list' | 'autoComplete'> & { suggestions: readonly Suggestion[] }) {
  const listId = useId();
  return (
    <>
      <TextField {...field} list={listId} autoComplete="off" />
      <datalist id={listId}>
        {suggestions.map((s) =>
          typeof s === 'string' ? (
            <option key={s} value={s} />
          ) : (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ),
        )}
      </datalist>
    </>
  );
}
