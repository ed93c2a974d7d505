import type { AlertMetric } from '../../lib/local-schemas/alerts.ts';
import type { ActivityEvent } from '../activity/event.ts';
import type { Observation, Verdict } from './observation.ts';
import { subjectKey, type AlertRow, type AlertsRepo, type RuleRow } from './repo.ts';

/** The rules' two steps (judge.ts, decide.ts), taken as dependencies so the engine is tested on its own. */
export type Judge = (rule: { metric: AlertMetric; threshold: number }, o: Observation) => Verdict;
export type StateView = { firing: boolean; firedAt: string | null; lastEvent: string | null };
export type Decide = (
  state: StateView | undefined,
  verdict: Verdict,
  event: string,
  now: Date,
  cooldownHours: number,
) => { fire: boolean; next: { firing: boolean; firedAt: string | null; lastEvent: string } | null };

export interface EngineDeps {
  repo: AlertsRepo;
  judge: Judge;
  decide: Decide;
  now: () => Date;
  record?: (e: ActivityEvent) => Promise<void>;
  log?: (line: string) => void;
}

export interface Evaluated {
  observed: number;
  fired: AlertRow[];
}

/**
 * Observations against the rules. For each rule that is on, of the observation's metric and site (a rule of no site
 * watches every site), the verdict and the rule's state decide whether it fires. A firing is one transaction: the
 * alert (UNIQUE rule, subject, event: a replica that saw the same event first already fired it, and this one does
 * nothing more), a delivery per channel that is on, and the state.
 */
export class AlertEngine {
  constructor(private readonly deps: EngineDeps) {}

  async evaluate(observations: readonly Observation[]): Promise<Evaluated> {
    const rules = await this.deps.repo.activeRules();
    const fired: AlertRow[] = [];
    for (const o of observations)
      for (const rule of rules) {
        if (rule.metric !== o.metric) continue;
        if (rule.site_id !== null && rule.site_id !== o.siteId) continue;
        try {
          const a = await this.one(rule, o);
          if (a) fired.push(a);
        } catch (err) {
          this.deps.log?.(
            `[alerts] rule ${rule.id} on ${o.subject} of site ${o.siteId ?? 'none'}: ${err instanceof Error ? err.message : String(err)}`,
          );
        }
      }
    return { observed: observations.length, fired };
  }

  private async one(rule: RuleRow, o: Observation): Promise<AlertRow | undefined> {
    const { repo } = this.deps;
    const subject = subjectKey(o.siteId, o.subject);
    const row = await repo.state(rule.id, subject);
    // an event already judged, here or on another replica, is not judged again
    if (row?.last_event === o.event) return undefined;
    const state = row
      ? { firing: Boolean(row.firing), firedAt: row.fired_at, lastEvent: row.last_event }
      : undefined;
    const verdict = this.deps.judge({ metric: rule.metric as AlertMetric, threshold: rule.threshold }, o);
    const now = this.deps.now();
    const d = this.deps.decide(state, verdict, o.event, now, rule.cooldown_hours);
    // decide() keeps firing and cooldown; whether the rule can see the subject at all is kept here beside it, so
    // the rule's answer can say it is blind there instead of staying silent
    const seen = {
      label: o.label,
      missing: verdict.kind === 'missing' ? { reason: verdict.reason, at: now.toISOString() } : null,
    };
    if (!d.fire || verdict.kind !== 'fire') {
      if (d.next) await repo.putState(rule.id, subject, d.next, undefined, seen);
      // a clear of a subject not firing writes no state, yet data came: it is no longer missing
      else if (row && row.missing !== null && verdict.kind !== 'missing')
        await repo.putState(
          rule.id,
          subject,
          { firing: Boolean(row.firing), firedAt: row.fired_at, lastEvent: row.last_event },
          undefined,
          seen,
        );
      return undefined;
    }
    const channels = await repo.channels();
    const on = channels.filter((c) => rule.channels.includes(c.id) && !c.muted);
    const at = now.toISOString();
    const alert = await repo.store.transaction(async (q) => {
      const a = await repo.insertAlert(
        {
          rule_id: rule.id,
          metric: rule.metric,
          site_id: o.siteId,
          subject,
          label: o.label,
          event: o.event,
          message: verdict.message,
          compared: verdict.compared,
          url: o.url,
          at,
        },
        q,
      );
      if (!a) return undefined;
      for (const c of on)
        await q
          .insertInto('alert_deliveries')
          .values({
            alert_id: a.id,
            channel_id: c.id,
            job: `alert:${a.id}`,
            state: rule.daily_digest ? 'digest' : 'queued',
            attempts: 0,
            next_try_at: rule.daily_digest ? null : at,
            at,
          })
          .execute();
      const next = d.next ?? { firing: true, firedAt: at, lastEvent: o.event };
      await repo.putState(rule.id, subject, next, q, seen);
      return a;
    });
    if (alert) await this.recordFired(alert, on.length);
    return alert;
  }

  private async recordFired(a: AlertRow, channels: number): Promise<void> {
    try {
      await this.deps.record?.({
        person: undefined,
        action: 'alert.fired',
        operation: `alert rule ${a.rule_id}`,
        site_id: a.site_id,
        credits: 0,
        outcome: 'ok',
        detail: `${a.message} (${channels} channel${channels === 1 ? '' : 's'})`,
      });
    } catch (err) {
      this.deps.log?.(`[alerts] activity not recorded: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}
