import type {
  AlertChannel,
  AlertDelivery,
  AlertMetric,
  AlertRule,
  Compared,
  FiredAlert,
} from '../../lib/local-schemas/alerts.ts';
import {
  plainSubject,
  type AlertRow,
  type ChannelRow,
  type DeliveryRow,
  type RuleFacts,
  type RuleRow,
} from './repo.ts';

/** The routes' answer shapes, made from store rows; a channel's secret never goes in any of them. */

/**
 * A Slack incoming webhook's path is its key: only those who manage channels read a channel's whole URL; the others
 * see its origin.
 */
export function channelAnswer(c: ChannelRow, last: DeliveryRow | undefined, wholeUrl: boolean): AlertChannel {
  let url = c.url;
  if (url && !wholeUrl) {
    try {
      url = `${new URL(url).origin}/…`;
    } catch {
      url = null;
    }
  }
  return {
    id: c.id,
    kind: c.kind,
    name: c.name,
    url,
    address: c.address,
    has_secret: Boolean(c.secret),
    muted: Boolean(c.muted),
    created_at: c.created_at,
    created_by: c.created_by,
    last_delivery: last ? { state: last.state, at: last.sent_at ?? last.at, error: last.error } : null,
  };
}

export function ruleAnswer(r: RuleRow, facts: RuleFacts | undefined): AlertRule {
  return {
    id: r.id,
    site_id: r.site_id,
    metric: r.metric as AlertMetric,
    threshold: r.threshold,
    channels: r.channels,
    cooldown_hours: r.cooldown_hours,
    digest: Boolean(r.daily_digest),
    muted: Boolean(r.muted),
    created_at: r.created_at,
    created_by: r.created_by,
    updated_at: r.updated_at,
    last_fired_at: facts?.last ?? null,
    firing: facts?.firing ?? 0,
    missing: facts?.missing ?? [],
    missing_count: facts?.missingCount ?? 0,
  };
}

export const channelLabel = (c: ChannelRow | undefined, id: number) =>
  c
    ? (c.name ?? (c.kind === 'email' ? (c.address ?? '') : c.kind === 'slack' ? 'Slack' : 'Webhook'))
    : `#${id}`;

export function deliveryAnswer(d: DeliveryRow, channel: ChannelRow | undefined): AlertDelivery {
  return {
    id: d.id,
    channel_id: d.channel_id,
    channel_kind: channel?.kind ?? 'webhook',
    channel_label: channelLabel(channel, d.channel_id),
    state: d.state,
    attempts: d.attempts,
    response: d.response,
    error: d.error,
    at: d.at,
    sent_at: d.sent_at,
    next_try_at: d.next_try_at,
  };
}

export function firedAnswer(
  a: AlertRow,
  deliveries: readonly DeliveryRow[],
  channels: ReadonlyMap<number, ChannelRow>,
): FiredAlert {
  return {
    id: a.id,
    rule_id: a.rule_id,
    metric: a.metric as AlertMetric,
    site_id: a.site_id,
    subject: plainSubject(a.subject),
    label: a.label,
    message: a.message,
    values: a.compared as Compared,
    url: a.url,
    at: a.at,
    deliveries: deliveries.map((d) => deliveryAnswer(d, channels.get(d.channel_id))),
  };
}
