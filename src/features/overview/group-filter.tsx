import { SelectField } from '../../components/ui/field.tsx';
import type { GroupChoice } from './overview-figures.ts';

/** The overview's filter by group: every site, one group's (as moved through this dashboard), or those in none. */
export function GroupFilter({
  choice,
  options,
  onChoose,
}: {
  choice: string;
  options: readonly GroupChoice[];
  onChoose: (choice: string) => void;
}) {
  return (
    <SelectField
      label="Group"
      hint="As moved through this dashboard: the service does not list a group’s sites."
      className="max-w-sm"
      value={choice}
      onChange={(e) => onChoose(e.target.value)}
    >
      <option value="">All sites</option>
      {options.map((o) => (
        <option key={o.id} value={o.id}>
          {o.label}
        </option>
      ))}
    </SelectField>
  );
}
