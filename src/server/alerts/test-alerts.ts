import type { AlertMetric } from '../../lib/local-schemas/alerts.ts';
import type { Mail } from '../mail/mail-types.ts';
import type { Store } from '../store/interface.ts';
import type { Collector } from './collector.ts';
import type { Observation } from './observation.ts';
import { createAlerts, type AlertsOptions } from './service.ts';

/** A clock the test moves. */
export class TestClock {
  private at: number;
  constructor(start: string) {
    this.at = Date.parse(start);
  }
  now(): Date {
    return new Date(this.at);
  }
  advance(ms: number): void {
    this.at += ms;
  }
  set(at: string): void {
    this.at = Date.parse(at);
  }
}

/**
 * An alerts service for tests: its clock a manual one, its one collector handing out what the test puts in
 * `feed`, its mail kept in `mails`, its activity in `events`.
 */
export function testAlerts(store: Store, o: Partial<AlertsOptions> & { clock?: TestClock } = {}) {
  const clock = o.clock ?? new TestClock('2026-11-20T06:00:00Z');
  const feed: Observation[] = [];
  const mails: Mail[] = [];
  const events: { action: string; site_id?: number | null; detail?: string | null }[] = [];
  const collector: Collector = { name: 'test', when: 'data', collect: async () => [...feed] };
  const alerts = createAlerts({
    store,
    mailer: {
      kind: 'outbox',
      send: async (m) => {
        mails.push(m);
        return { messageId: String(mails.length), outboxId: mails.length, size: 1 };
      },
    },
    collectors: [collector],
    now: () => clock.now(),
    record: async (e) => void events.push(e),
    selfOrigins: () => ['http://127.0.0.1:4173'],
    upstreamOrigins: () => ['http://127.0.0.1:4010'],
    publicUrl: () => 'https://board.agency.test',
    ...o,
  });
  return { alerts, clock, feed, mails, events };
}

/** A keyword's position before and now, one event per run. */
export function positionObservation(o: {
  run: number;
  before: number | null;
  now: number | null;
  siteId?: number;
  keyword?: number;
  metric?: AlertMetric;
}): Observation {
  const keyword = o.keyword ?? 7;
  return {
    metric: o.metric ?? 'positions.fall',
    siteId: o.siteId ?? 101,
    subject: `keyword:${keyword}`,
    label: 'running shoes',
    before: { value: o.before, at: `2026-11-${String(9 + o.run).padStart(2, '0')}` },
    now: { value: o.now, at: `2026-11-${String(10 + o.run).padStart(2, '0')}` },
    ...(o.now === null ? { missing: 'the run failed' } : {}),
    depth: 100,
    url: `/sites/${o.siteId ?? 101}/positions?keyword=running%20shoes`,
    event: `run:${o.run}`,
  };
}
