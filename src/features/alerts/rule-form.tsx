import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { alertsMutations, type AlertChannel } from '../../api/alerts.ts';
import { ActionError } from '../../components/errors/action-error.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { useCheckedSubmit } from '../../components/ui/use-checked-submit.ts';
import type { KnownSite } from '../../lib/sites.ts';
import { ALERT_METRICS, METRICS, type AlertMetric } from '../../lib/local-schemas/alerts.ts';
import {
  emptyRule,
  refusalAt,
  RULE_WIRE,
  ruleErrors,
  ruleInput,
  type RuleForm,
  type RuleFormErrors,
} from './alert-form-state.ts';
import { channelName, KIND_NAMES } from './alert-words.ts';

/**
 * A new rule. Each field is checked with the routes' own schema before anything is sent, and a refusal (ours or
 * the server's) shows at its field with everything typed still there.
 */
export function RuleFormCard({
  sites,
  channels,
}: {
  sites: readonly KnownSite[];
  channels: readonly AlertChannel[];
}) {
  const [form, setForm] = useState(emptyRule);
  const [made, setMade] = useState(false);
  const create = useMutation(alertsMutations.createRule());
  const { errors: checked, submit } = useCheckedSubmit(form, ruleErrors, (f) =>
    create.mutate(ruleInput(f), {
      onSuccess: () => {
        setForm(emptyRule(f.metric));
        setMade(true);
      },
    }),
  );
  const server = refusalAt(create.error, RULE_WIRE);
  const errors: RuleFormErrors = { ...server, ...checked };
  const set = <K extends keyof RuleForm>(key: K, value: RuleForm[K]) => {
    setMade(false);
    setForm((f) => ({ ...f, [key]: value }));
  };
  const m = METRICS[form.metric];
  const pickMetric = (metric: AlertMetric) =>
    setForm((f) => ({
      ...f,
      metric,
      // a threshold still at the old metric's default follows the new one's; one typed by hand stays
      threshold:
        f.threshold === String(METRICS[f.metric].defaultThreshold)
          ? String(METRICS[metric].defaultThreshold)
          : f.threshold,
    }));

  return (
    <form
      noValidate
      aria-label="New rule"
      onSubmit={submit}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 className="text-base font-semibold text-slate-900">New rule</h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Metric"
          value={form.metric}
          error={errors.metric}
          hint={m.when === 'daily' ? 'Checked once a day, from free reads' : 'Checked when new data arrives'}
          onChange={(e) => pickMetric(e.target.value as AlertMetric)}
        >
          {ALERT_METRICS.map((k) => (
            <option key={k} value={k}>
              {METRICS[k].label}
            </option>
          ))}
        </SelectField>
        {m.perSite ? (
          <SelectField
            label="Site"
            value={form.site}
            error={errors.site}
            onChange={(e) => set('site', e.target.value)}
          >
            <option value="">All sites</option>
            {sites.map((s) => (
              <option key={s.id} value={String(s.id)}>
                {s.name}
              </option>
            ))}
          </SelectField>
        ) : (
          <p className="self-center text-sm text-slate-600">The whole team’s: not tied to a site.</p>
        )}
        {m.takesThreshold && (
          <TextField
            label={m.threshold}
            inputMode="decimal"
            value={form.threshold}
            error={errors.threshold}
            hint={`From ${m.min} to ${m.max}`}
            onChange={(e) => set('threshold', e.target.value)}
          />
        )}
        <TextField
          label="Cooldown (hours)"
          inputMode="numeric"
          value={form.cooldown}
          error={errors.cooldown}
          hint="The same subject fires again only after it recovers or this many hours pass"
          onChange={(e) => set('cooldown', e.target.value)}
        />
      </div>
      <fieldset aria-describedby={errors.channels ? 'rule-channels-err' : undefined}>
        <legend className="text-sm font-medium text-slate-800">Channels</legend>
        {channels.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">No channel yet: make one under Channels first.</p>
        ) : (
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {channels.map((c) => (
              <label key={c.id} className="flex items-center gap-1.5 text-sm text-slate-800">
                <input
                  type="checkbox"
                  checked={form.channels.includes(c.id)}
                  onChange={(e) =>
                    set(
                      'channels',
                      e.target.checked ? [...form.channels, c.id] : form.channels.filter((x) => x !== c.id),
                    )
                  }
                />
                {KIND_NAMES[c.kind]}: {channelName(c)}
                {c.muted && <span className="text-slate-500">(muted)</span>}
              </label>
            ))}
          </div>
        )}
        {errors.channels && (
          <p id="rule-channels-err" className="mt-1 text-xs font-medium text-red-700">
            {errors.channels}
          </p>
        )}
      </fieldset>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" checked={form.digest} onChange={(e) => set('digest', e.target.checked)} />
        One daily digest instead of single messages
      </label>
      <p className="text-sm text-slate-600">Costs 0 credits: alerts read only free data and the store.</p>
      {Object.keys(server).length === 0 && <ActionError error={create.error} />}
      {made && (
        <p role="status" className="text-sm text-emerald-800">
          Rule made: it is in the list below.
        </p>
      )}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Saving…' : 'Create rule'}
      </Button>
    </form>
  );
}
