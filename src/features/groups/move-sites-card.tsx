import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Group } from '../../api/groups.ts';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { useKnownSites } from '../../components/layout/use-sites.ts';
import { NeedsRole } from '../../components/roles/needs-role.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardTitle } from '../../components/ui/card.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { withExplanation } from './group-errors.ts';
import { invalidIdsMessage, mergeSiteIds, parseTypedSiteIds } from './site-ids.ts';
import { groupsMutations } from '../../api/groups-mutations.ts';
import { plural } from '../../lib/plural.ts';

/**
 * Move sites into a group (spec: POST /site-groups/{id}/sites, `site_ids` required): pick them from the sites
 * the dashboard knows, or type ids. The service has no read of a group's sites: the server keeps the moves made
 * here, which the groups page shows beside.
 */
export function MoveSitesCard({
  groups,
  groupId,
  onGroupChange,
  onNotice,
}: {
  groups: readonly Group[];
  groupId: string | undefined;
  onGroupChange: (groupId: string | undefined) => void;
  onNotice: (message: string) => void;
}) {
  const { sites, isLoading } = useKnownSites();
  const [picked, setPicked] = useState<number[]>([]);
  const [typed, setTyped] = useState('');
  const [errors, setErrors] = useState<{ group?: string; sites?: string; typed?: string }>({});
  const target = groups.find((g) => g.id === groupId);
  const move = useMutation(groupsMutations.move());

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseTypedSiteIds(typed);
    const siteIds = mergeSiteIds(picked, parsed.ids);
    const found: typeof errors = {};
    if (!target) found.group = 'Choose the group to move the sites into.';
    if (parsed.invalid.length > 0) found.typed = invalidIdsMessage(parsed.invalid);
    else if (siteIds.length === 0) found.sites = 'Pick at least one site, or type its id.';
    setErrors(found);
    if (Object.keys(found).length > 0 || !target) return;
    move.mutate(
      { groupId: target.id, siteIds },
      {
        onSuccess: () => {
          onNotice(`Moved ${siteIds.length} ${plural(siteIds.length, 'site')} into “${target.name}”.`);
          setPicked([]);
          setTyped('');
        },
      },
    );
  };

  const toggle = (id: number, on: boolean) => setPicked((p) => (on ? [...p, id] : p.filter((x) => x !== id)));

  return (
    <Card aria-labelledby="move-sites-title" id="move-sites">
      <CardTitle>
        <span id="move-sites-title">Move sites into a group</span>
      </CardTitle>
      <NeedsRole need="write">
        <form
          onSubmit={submit}
          noValidate
          aria-label="Move sites into a group"
          className="flex flex-col gap-4"
        >
          <SelectField
            label="Group"
            value={target ? target.id : ''}
            error={errors.group}
            onChange={(e) => {
              onGroupChange(e.target.value || undefined);
              setErrors((x) => ({ ...x, group: undefined }));
            }}
          >
            <option value="">Choose a group…</option>
            {groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name} (#{g.id})
              </option>
            ))}
          </SelectField>
          <fieldset aria-describedby={errors.sites ? 'move-sites-err' : undefined}>
            <legend className="text-sm font-medium text-slate-800">Known sites</legend>
            {isLoading && <p className="text-sm text-slate-500">Finding your sites…</p>}
            {!isLoading && sites.length === 0 && (
              <p className="text-sm text-slate-500">No known sites yet: type their ids below.</p>
            )}
            <ul className="mt-1 grid gap-1 sm:grid-cols-2">
              {sites.map((s) => (
                <li key={s.id}>
                  <label className="flex items-center gap-2 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      className="size-4 accent-indigo-700"
                      checked={picked.includes(s.id)}
                      onChange={(e) => toggle(s.id, e.target.checked)}
                    />
                    {s.name} (#{s.id})
                  </label>
                </li>
              ))}
            </ul>
            {errors.sites && (
              <p id="move-sites-err" className="mt-1 text-xs font-medium text-red-700">
                {errors.sites}
              </p>
            )}
          </fieldset>
          <TextField
            label="Other site ids"
            hint="Separate ids with commas or spaces, e.g. 104, 105."
            inputMode="numeric"
            value={typed}
            error={errors.typed}
            onChange={(e) => {
              setTyped(e.target.value);
              setErrors((x) => ({ ...x, typed: undefined, sites: undefined }));
            }}
          />
          {move.error ? <ErrorPanel error={withExplanation(move.error, 'move')} compact /> : null}
          <div>
            <Button type="submit" disabled={move.isPending}>
              {move.isPending ? 'Moving…' : 'Move sites'}
            </Button>
          </div>
        </form>
      </NeedsRole>
      <p className="mt-3 text-xs text-slate-600">
        A site belongs to one group at a time: moving it takes it out of its current group. The service does
        not list a group’s sites: “Sites in each group” shows those moved through this dashboard.
      </p>
    </Card>
  );
}
