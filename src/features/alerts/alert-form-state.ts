import { ApiError } from '../../api/errors.ts';
import { fieldErrorsOf } from '../../api/local-json.ts';
import {
  COOLDOWN_DEFAULT_HOURS,
  METRICS,
  newChannelSchema,
  newRuleSchema,
  type AlertChannelKind,
  type AlertMetric,
  type NewChannel,
  type NewRule,
} from '../../lib/local-schemas/alerts.ts';

/** A new rule as the form holds it: text as typed, so nothing is lost while it is still wrong. */
export interface RuleForm {
  /** '' for every site */
  site: string;
  metric: AlertMetric;
  threshold: string;
  channels: number[];
  cooldown: string;
  digest: boolean;
}
export type RuleFormErrors = Partial<Record<keyof RuleForm, string>>;

export const emptyRule = (metric: AlertMetric = 'positions.left_top10'): RuleForm => ({
  site: '',
  metric,
  threshold: String(METRICS[metric].defaultThreshold),
  channels: [],
  cooldown: String(COOLDOWN_DEFAULT_HOURS),
  digest: false,
});

/** The body the route takes: a team-wide metric has no site, a fixed one no threshold. */
export function ruleBody(f: RuleForm): Record<string, unknown> {
  const m = METRICS[f.metric];
  return {
    site_id: m.perSite && f.site !== '' ? f.site : null,
    metric: f.metric,
    ...(m.takesThreshold ? { threshold: f.threshold.trim() } : {}),
    channels: f.channels,
    cooldown_hours: f.cooldown.trim(),
    digest: f.digest,
  };
}

const RULE_FIELDS: Record<string, keyof RuleForm> = {
  site_id: 'site',
  metric: 'metric',
  threshold: 'threshold',
  channels: 'channels',
  cooldown_hours: 'cooldown',
  digest: 'digest',
};

/**
 * The routes' own schema, read at each field: its first message per field. Each field is checked beside good
 * values of the others, so a fault in one never hides another's (the schema's range checks run only once every
 * field has parsed).
 */
export function ruleErrors(f: RuleForm): RuleFormErrors {
  const body = ruleBody(f);
  const good = ruleBody({ ...emptyRule(f.metric), channels: [] });
  const errors: RuleFormErrors = {};
  for (const key of Object.keys(body)) {
    const parsed = newRuleSchema.safeParse({ ...good, [key]: body[key] });
    if (parsed.success) continue;
    for (const issue of parsed.error.issues) {
      const field = RULE_FIELDS[String(issue.path[0] ?? '')];
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  return errors;
}

export const ruleInput = (f: RuleForm): NewRule => newRuleSchema.parse(ruleBody(f));

/** A new channel as the form holds it. */
export interface ChannelForm {
  kind: AlertChannelKind;
  name: string;
  /** the Slack or webhook URL, or the email address: one box, named for the kind */
  target: string;
  secret: string;
}
export type ChannelFormErrors = Partial<Record<keyof ChannelForm, string>>;

export const emptyChannel = (): ChannelForm => ({ kind: 'webhook', name: '', target: '', secret: '' });

export function channelBody(f: ChannelForm): Record<string, unknown> {
  const target = f.target.trim();
  return {
    kind: f.kind,
    name: f.name.trim() || null,
    ...(f.kind === 'email' ? { address: target || null } : { url: target || null }),
    ...(f.kind === 'webhook' && f.secret !== '' ? { secret: f.secret } : {}),
  };
}

const CHANNEL_FIELDS: Record<string, keyof ChannelForm> = {
  kind: 'kind',
  name: 'name',
  url: 'target',
  address: 'target',
  secret: 'secret',
};

export function channelErrors(f: ChannelForm): ChannelFormErrors {
  const parsed = newChannelSchema.safeParse(channelBody(f));
  const errors: ChannelFormErrors = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = CHANNEL_FIELDS[String(issue.path[0] ?? '')];
      if (field && !errors[field]) errors[field] = issue.message;
    }
  return errors;
}

export const channelInput = (f: ChannelForm): NewChannel => newChannelSchema.parse(channelBody(f));

/**
 * A refusal at the field it names: the routes answer `{message, field}` (or `errors: {field: [message]}`); with
 * no field the refusal shows under the form.
 */
export function refusalAt<F extends string>(
  error: unknown,
  fields: Record<string, F>,
): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  for (const [wire, message] of Object.entries(fieldErrorsOf(error))) {
    const f = fields[wire];
    if (f) out[f] = message;
  }
  if (error instanceof ApiError) {
    const field = (error.body as { field?: unknown } | null | undefined)?.field;
    const f = typeof field === 'string' ? fields[field] : undefined;
    if (f && !out[f]) out[f] = error.message;
  }
  return out;
}

export const RULE_WIRE = RULE_FIELDS;
export const CHANNEL_WIRE = CHANNEL_FIELDS;
