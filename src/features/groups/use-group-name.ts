import { useState } from 'react';
import { groupNameError } from './group-name.ts';

/**
 * The name typed into a group form: its error shows at the field after a refused submit and goes as soon as the
 * person types again. `check()` says whether the name may be sent.
 */
export function useGroupName(initial: string) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string>();
  const check = () => {
    const found = groupNameError(name);
    setError(found);
    return found === undefined;
  };
  const field = {
    value: name,
    error,
    required: true,
    onChange: (e: { target: { value: string } }) => {
      setName(e.target.value);
      if (error) setError(undefined);
    },
  };
  return { name, setName, check, field };
}
