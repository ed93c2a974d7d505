import { Button } from '../../components/ui/button.tsx';
import { controlAttrs, FieldShell } from '../../components/ui/field.tsx';
import { MATCH_TYPES, type MatchGroups, type MatchType } from './search.ts';

const TYPE_LABELS: Record<MatchType, string> = {
  begins: 'begins with',
  contains: 'contains',
  ends: 'ends with',
  exact: 'is exactly',
};

/**
 * filter[multi_keyword_included] / [multi_keyword_excluded]: groups of conditions. Read as: a keyword matches a
 * group when all its conditions hold, and the filter when any group matches (the spec gives the shape, not
 * the logic; this is the reading the sandbox implements).
 */
export function GroupsBuilder({
  which,
  groups,
  onChange,
  errors,
}: {
  which: 'include' | 'exclude';
  groups: MatchGroups;
  onChange: (g: MatchGroups) => void;
  errors: Record<string, string>;
}) {
  const title = which === 'include' ? 'Keep keywords that match' : 'Drop keywords that match';
  const set = (gi: number, ci: number, patch: Partial<{ type: MatchType; value: string }>) =>
    onChange(groups.map((g, i) => (i !== gi ? g : g.map((c, j) => (j !== ci ? c : { ...c, ...patch })))));
  const remove = (gi: number, ci: number) =>
    onChange(groups.map((g, i) => (i !== gi ? g : g.filter((_, j) => j !== ci))).filter((g) => g.length > 0));
  const blank = { type: 'contains' as const, value: '' };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-slate-800">{title}</legend>
      {groups.length === 0 && <p className="text-xs text-slate-500">No condition.</p>}
      {groups.map((g, gi) => (
        <div key={gi} className="rounded-md border border-slate-200 p-2">
          {gi > 0 && <p className="-mt-1 mb-1 text-xs font-semibold text-slate-500">or</p>}
          <ul className="flex flex-col gap-2" aria-label={`${title}: group ${gi + 1}`}>
            {g.map((c, ci) => (
              <li key={ci} className="flex flex-wrap items-start gap-2">
                {ci > 0 && <span className="pt-1.5 text-xs font-semibold text-slate-500">and</span>}
                <select
                  aria-label={`Group ${gi + 1} condition ${ci + 1} match`}
                  className="rounded-md border border-slate-300 px-2 py-1.5 text-sm"
                  value={c.type}
                  onChange={(e) => set(gi, ci, { type: e.target.value as MatchType })}
                >
                  {MATCH_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {TYPE_LABELS[t]}
                    </option>
                  ))}
                </select>
                <FieldShell
                  label={
                    <span className="sr-only">{`${which === 'include' ? 'Keep' : 'Drop'}: group ${gi + 1} condition ${ci + 1} text`}</span>
                  }
                  error={errors[`${which}.${gi}.${ci}`]}
                >
                  {(ids) => (
                    <input
                      {...controlAttrs(ids)}
                      className="w-44 rounded-md border border-slate-300 px-2 py-1.5 text-sm aria-[invalid=true]:border-red-600"
                      value={c.value}
                      onChange={(e) => set(gi, ci, { value: e.target.value })}
                    />
                  )}
                </FieldShell>
                <Button
                  variant="ghost"
                  aria-label={`Remove group ${gi + 1} condition ${ci + 1}`}
                  onClick={() => remove(gi, ci)}
                >
                  ✕
                </Button>
              </li>
            ))}
          </ul>
          <Button
            variant="ghost"
            className="mt-1 text-xs"
            onClick={() => onChange(groups.map((x, i) => (i === gi ? [...x, blank] : x)))}
          >
            + and condition
          </Button>
        </div>
      ))}
      <div>
        <Button variant="secondary" className="text-xs" onClick={() => onChange([...groups, [blank]])}>
          {groups.length === 0 ? '+ Add a condition' : '+ or group'}
        </Button>
      </div>
    </fieldset>
  );
}
