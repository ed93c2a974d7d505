import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { alertsMutations, type MadeChannel } from '../../api/alerts.ts';
import { ActionError } from '../../components/errors/action-error.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CopyLinkField } from '../../components/ui/copy-link-field.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { useCheckedSubmit } from '../../components/ui/use-checked-submit.ts';
import { ALERT_CHANNEL_KINDS, type AlertChannelKind } from '../../lib/local-schemas/alerts.ts';
import {
  CHANNEL_WIRE,
  channelErrors,
  channelInput,
  emptyChannel,
  refusalAt,
  type ChannelForm,
  type ChannelFormErrors,
} from './alert-form-state.ts';
import { channelName } from './alert-words.ts';

const KIND_CHOICES: Record<AlertChannelKind, string> = {
  email: 'Email address',
  slack: 'Slack incoming webhook',
  webhook: 'Webhook (signed JSON)',
};

const TARGET: Record<AlertChannelKind, { label: string; hint: string; placeholder: string }> = {
  email: {
    label: 'Email address',
    hint: 'Sent through the server’s mail',
    placeholder: 'team@agency.example',
  },
  slack: {
    label: 'Slack webhook URL',
    hint: 'From Slack’s “Incoming Webhooks”; any service that takes Slack’s JSON works',
    placeholder: 'https://hooks.slack.com/services/…',
  },
  webhook: {
    label: 'Webhook URL',
    hint: 'Receives JSON signed with X-Searchboard-Signature',
    placeholder: 'https://example.com/hooks/searchboard',
  },
};

/** The secret of a webhook just made: the server shows it this once. */
function SecretOnce({ channel, onDone }: { channel: MadeChannel; onDone: () => void }) {
  return (
    <div
      role="region"
      aria-label="The webhook’s secret"
      className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3"
    >
      <p className="text-sm font-medium text-amber-950">
        Webhook “{channelName(channel)}” made. Its secret is shown once: copy it now into the receiver, which
        checks each body’s signature (HMAC-SHA256) with it.
      </p>
      <CopyLinkField
        label="Signing secret"
        url={channel.secret ?? ''}
        idle="Shown once: it cannot be read again, only replaced by a new channel."
      />
      <Button variant="secondary" onClick={onDone}>
        I have kept it
      </Button>
    </div>
  );
}

/** A new channel, checked field by field with the routes' schema before it is sent. */
export function ChannelFormCard() {
  const [form, setForm] = useState(emptyChannel);
  const [made, setMade] = useState<MadeChannel | null>(null);
  const create = useMutation(alertsMutations.createChannel());
  const { errors: checked, submit } = useCheckedSubmit(form, channelErrors, (f) =>
    create.mutate(channelInput(f), {
      onSuccess: (c) => {
        setForm(emptyChannel());
        setMade(c);
      },
    }),
  );
  const server = refusalAt(create.error, CHANNEL_WIRE);
  const errors: ChannelFormErrors = { ...server, ...checked };
  const set = <K extends keyof ChannelForm>(key: K, value: ChannelForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const target = TARGET[form.kind];

  return (
    <form
      noValidate
      aria-label="New channel"
      onSubmit={submit}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 className="text-base font-semibold text-slate-900">New channel</h2>
      {made?.secret && <SecretOnce channel={made} onDone={() => setMade(null)} />}
      {made && !made.secret && (
        <p role="status" className="text-sm text-emerald-800">
          Channel “{channelName(made)}” made: press “Send test” in the list to try it.
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Kind"
          value={form.kind}
          error={errors.kind}
          onChange={(e) => set('kind', e.target.value as AlertChannelKind)}
        >
          {ALERT_CHANNEL_KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_CHOICES[k]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Name"
          value={form.name}
          error={errors.name}
          hint="Optional: how the lists call it"
          onChange={(e) => set('name', e.target.value)}
        />
        <TextField
          label={target.label}
          type={form.kind === 'email' ? 'email' : 'url'}
          value={form.target}
          error={errors.target}
          hint={target.hint}
          placeholder={target.placeholder}
          autoComplete="off"
          spellCheck={false}
          className="sm:col-span-2"
          onChange={(e) => set('target', e.target.value)}
        />
        {form.kind === 'webhook' && (
          <TextField
            label="Secret"
            value={form.secret}
            error={errors.secret}
            hint="Optional, 16 to 200 characters; empty: one is made and shown once"
            autoComplete="off"
            spellCheck={false}
            className="sm:col-span-2"
            onChange={(e) => set('secret', e.target.value)}
          />
        )}
      </div>
      {Object.keys(server).length === 0 && <ActionError error={create.error} />}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Saving…' : 'Create channel'}
      </Button>
    </form>
  );
}
