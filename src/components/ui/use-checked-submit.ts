import { useState, type FormEvent } from 'react';

type FieldErrors<V> = Partial<Record<keyof V, string>>;

/**
 * A form checked before it sends: on submit its errors show at the fields, and nothing goes out while there
 * are any. `submit(value)` is the form's onSubmit for what is typed now.
 */
export function useCheckedSubmit<V>(check: (value: V) => FieldErrors<V>, send: (value: V) => void) {
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const submit = (value: V) => (e: FormEvent) => {
    e.preventDefault();
    const found = check(value);
    setErrors(found);
    if (Object.keys(found).length === 0) send(value);
  };
  return { errors, submit };
}
