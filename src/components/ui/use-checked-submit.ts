import { useState, type FormEvent } from 'react';

/** What a check finds, by field (or for the whole form): undefined where nothing is wrong. */
type Found = Partial<Record<string, string | undefined>>;

/**
 * A form checked before it sends: on submit its errors show at the fields, and nothing goes out while there
 * are any. From a refused submit on, `value` (what is typed now) is checked again as it changes, so an error goes
 * as soon as its field is fixed (and one made meanwhile shows), not only at the next submit. `submit` is the
 * form's onSubmit.
 */
export function useCheckedSubmit<V, E extends Found>(
  value: V,
  check: (value: V) => E,
  send: (value: V) => void,
) {
  const [refused, setRefused] = useState(false);
  const errors: Partial<E> = refused ? check(value) : {};
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const ok = !Object.values(check(value)).some(Boolean);
    setRefused(!ok);
    if (ok) send(value);
  };
  return { errors, submit };
}
