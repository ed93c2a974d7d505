import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { ACTIVITY_ACTIONS } from '../../lib/local-schemas/activity.ts';
import type { ActivitySearch } from './search.ts';

type Filters = Pick<ActivitySearch, 'person' | 'action' | 'from' | 'to'>;

/** The log's filters: a person's email, an action, and a range of days (UTC, both included). */
export function ActivityFilters({ value, onApply }: { value: Filters; onApply: (next: Filters) => void }) {
  const [person, setPerson] = useState(value.person ?? '');
  const [action, setAction] = useState(value.action ?? '');
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  const backwards = from !== '' && to !== '' && from > to;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (backwards) return;
    const given = (v: string) => (v.trim() === '' ? undefined : v.trim());
    onApply({ person: given(person), action: given(action), from: given(from), to: given(to) });
  };
  const any = Object.values(value).some(Boolean);
  // an action in the address the list does not name (a newer kind of event) stays choosable
  const actions = Object.entries(ACTIVITY_ACTIONS) as [string, string][];
  if (value.action && !(value.action in ACTIVITY_ACTIONS)) actions.push([value.action, value.action]);
  return (
    <form
      role="search"
      aria-label="Filter the activity"
      onSubmit={submit}
      className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(12rem,2fr)_minmax(10rem,1.5fr)_1fr_1fr_auto]"
    >
      <TextField
        label="Person (email)"
        type="email"
        value={person}
        onChange={(e) => setPerson(e.target.value)}
        placeholder="anyone"
        autoComplete="off"
      />
      <SelectField label="Action" value={action} onChange={(e) => setAction(e.target.value)}>
        <option value="">Any action</option>
        {actions.map(([key, label]) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextField
        label="From"
        type="date"
        value={from}
        onChange={(e) => setFrom(e.target.value)}
        hint="Days in UTC, both included."
      />
      <TextField
        label="To"
        type="date"
        value={to}
        onChange={(e) => setTo(e.target.value)}
        error={backwards ? 'The last day must be on or after the first.' : undefined}
      />
      <div className="flex gap-2 sm:col-span-2 lg:col-span-1 lg:mt-6">
        <Button type="submit">Apply</Button>
        {any && (
          <Button type="button" variant="secondary" onClick={() => onApply({})}>
            Clear
          </Button>
        )}
      </div>
    </form>
  );
}
