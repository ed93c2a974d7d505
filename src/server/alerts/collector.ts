import type { Observation } from './observation.ts';

/**
 * A source of observations. `data` collectors read only the store and run at every tick of the job scheduler
 * (so a rank run's end or a settled reservation is seen within seconds); `hourly` and `daily` ones make free reads
 * of the service and run once per hour or per day (at the check hour), claimed by one replica. None spends credits.
 *
 * A collector returns the latest event of each subject it knows (not a history): the engine judges an event once,
 * whichever replica or tick sees it first.
 */
export interface Collector {
  readonly name: string;
  readonly when: 'data' | 'hourly' | 'daily';
  collect(at: Date): Promise<Observation[]>;
}
