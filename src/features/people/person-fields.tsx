import { useId, useState } from 'react';
import type { PersonEdit } from '../../api/people.ts';
import { useKnownSites } from '../../components/layout/use-sites.ts';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { ROLE_LABELS, ROLE_SUMMARIES, type PersonRole } from '../../lib/people.ts';
import type { EditErrors } from './person-form.ts';
import { siteIdsOf } from './person-form.ts';

/** Role, a client's sites and the credit limits: the fields inviting and changing a person share. */
export function PersonFields({
  value,
  onChange,
  roles,
  errors,
}: {
  value: PersonEdit;
  onChange: (v: PersonEdit) => void;
  /** the roles the person filling this may give */
  roles: readonly PersonRole[];
  errors: EditErrors;
}) {
  return (
    <>
      <SelectField
        label="Role"
        value={value.role}
        hint={ROLE_SUMMARIES[value.role]}
        onChange={(e) => onChange({ ...value, role: e.target.value as PersonRole })}
      >
        {roles.map((r) => (
          <option key={r} value={r}>
            {ROLE_LABELS[r]}
          </option>
        ))}
      </SelectField>
      {value.role === 'client' && (
        <SitePicker
          sites={value.sites}
          error={errors.sites}
          onChange={(sites) => onChange({ ...value, sites })}
        />
      )}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          label="Daily credit limit"
          inputMode="numeric"
          hint="Empty: the team’s budget only"
          value={value.dailyCredits}
          error={errors.dailyCredits}
          onChange={(e) => onChange({ ...value, dailyCredits: e.target.value })}
        />
        <TextField
          label="Monthly credit limit"
          inputMode="numeric"
          hint="Empty: the team’s budget only"
          value={value.monthlyCredits}
          error={errors.monthlyCredits}
          onChange={(e) => onChange({ ...value, monthlyCredits: e.target.value })}
        />
      </div>
    </>
  );
}

/** The sites a client may see: those the dashboard knows, ticked, and any other added by its id. */
function SitePicker({
  sites,
  error,
  onChange,
}: {
  sites: number[];
  error?: string;
  onChange: (sites: number[]) => void;
}) {
  const { sites: known } = useKnownSites();
  const [extra, setExtra] = useState('');
  const [extraError, setExtraError] = useState<string>();
  const id = useId();
  const shown = [
    ...known.map((s) => ({ id: s.id, name: s.name })),
    ...sites.filter((s) => !known.some((k) => k.id === s)).map((s) => ({ id: s, name: `Site ${s}` })),
  ];
  const toggle = (site: number, on: boolean) =>
    onChange(on ? [...sites.filter((s) => s !== site), site] : sites.filter((s) => s !== site));
  const add = () => {
    const ids = siteIdsOf(extra);
    if (!ids?.length) return setExtraError('Site ids are whole numbers, e.g. 101, 102.');
    setExtraError(undefined);
    setExtra('');
    onChange([...new Set([...sites, ...ids])]);
  };
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-err` : undefined}>
      <legend className="text-sm font-medium text-slate-800">Sites this client may see</legend>
      {shown.length > 0 ? (
        <ul className="flex max-h-40 flex-col gap-1 overflow-y-auto rounded-md border border-slate-200 p-2">
          {shown.map((s) => (
            <li key={s.id}>
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  checked={sites.includes(s.id)}
                  onChange={(e) => toggle(s.id, e.target.checked)}
                />
                <span className="[overflow-wrap:anywhere]">
                  {s.name} <span className="text-slate-500">#{s.id}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex items-end gap-2">
        <TextField
          label="Add sites by id"
          className="flex-1"
          inputMode="numeric"
          placeholder="101, 102"
          value={extra}
          error={extraError}
          onChange={(e) => setExtra(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button variant="secondary" onClick={add} className={extraError ? 'mb-5' : ''}>
          Add
        </Button>
      </div>
      {error && (
        <p id={`${id}-err`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
