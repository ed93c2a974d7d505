import { TextField } from '../../components/ui/field.tsx';
import type { IntentCode } from '../../api/keyword-inputs.ts';
import type { DiscoveryDraft, DraftErrors } from './discovery-params.ts';
import { GroupsBuilder } from './groups-builder.tsx';
import { RangeFields } from './range-fields.tsx';
import { RANGE_NAMES } from './search.ts';
import { featureLabel, INTENTS, SERP_FEATURES } from './vocabulary.ts';

const toggled = <T,>(list: readonly T[], item: T, on: boolean) =>
  on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);

/** Every filter of the spec's common parameters: six ranges, SERP features, intents and keyword groups. */
export function DiscoveryFilters({
  draft,
  set,
  errors,
}: {
  draft: DiscoveryDraft;
  set: (patch: Partial<DiscoveryDraft>) => void;
  errors: DraftErrors;
}) {
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {RANGE_NAMES.map((n) => (
          <RangeFields
            key={n}
            name={n}
            value={draft.ranges[n]}
            onChange={(v) => set({ ranges: { ...draft.ranges, [n]: v } })}
            errors={{ from: errors[`${n}.from`], to: errors[`${n}.to`] }}
          />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Intent (any of)</legend>
          <div className="mt-1 flex flex-col gap-1">
            {INTENTS.map((i) => (
              <label key={i.code} className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={draft.intents.includes(i.code)}
                  onChange={(e) =>
                    set({ intents: toggled<IntentCode>(draft.intents, i.code, e.target.checked) })
                  }
                />
                <span>
                  <strong className="font-semibold">{i.code}</strong> {i.name}
                  <span className="text-slate-500"> — {i.meaning}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">SERP features (any of)</legend>
          <div className="mt-1 grid grid-cols-2 gap-1">
            {SERP_FEATURES.map((f) => (
              <label key={f} className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={draft.features.includes(f)}
                  onChange={(e) => set({ features: toggled(draft.features, f, e.target.checked) })}
                />
                {featureLabel(f)}
              </label>
            ))}
          </div>
          <TextField
            className="mt-2"
            label="Other features"
            hint="Comma-separated names, as the service spells them"
            value={draft.otherFeatures}
            onChange={(e) => set({ otherFeatures: e.target.value })}
          />
        </fieldset>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <GroupsBuilder
          which="include"
          groups={draft.include}
          onChange={(include) => set({ include })}
          errors={errors}
        />
        <GroupsBuilder
          which="exclude"
          groups={draft.exclude}
          onChange={(exclude) => set({ exclude })}
          errors={errors}
        />
      </div>
    </div>
  );
}
