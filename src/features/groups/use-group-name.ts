import { useState } from 'react';
import { groupNameError, groupNameProblem } from './group-name.ts';

/**
 * The name typed into a group form. A name too long or already taken is said at the field as it is typed or
 * pasted, and kept whole so it can be shortened; an empty one only after a refused submit. `check()` says whether
 * the name may be sent. `others` are the groups it must not repeat.
 */
export function useGroupName(initial: string, others: readonly { name: string }[]) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string>();
  const check = () => {
    const found = groupNameError(name, others);
    setError(found);
    return found === undefined;
  };
  const field = {
    value: name,
    error,
    required: true,
    onChange: (e: { target: { value: string } }) => {
      setName(e.target.value);
      setError(groupNameProblem(e.target.value, others));
    },
  };
  return { name, setName, check, field };
}
