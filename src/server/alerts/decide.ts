import type { Verdict } from './observation.ts';

export interface AlertStateRow {
  firing: boolean;
  firedAt: string | null;
  lastEvent: string | null;
}

/**
 * What one verdict does to a rule's subject: whether it fires, and the state row to write (`next: null` leaves the
 * row as it is). An event already judged never fires again, on any replica. A missing verdict is remembered as
 * judged and changes nothing else: no data is neither a drop nor a recovery. A subject already firing fires again
 * only once its cooldown has passed since it last fired.
 *
 * A clear does not mark its event judged (a firing subject only stops firing): the event may be judged again later
 * with other values (the day's spend grows within its `day:` event), and judging a clear again changes nothing,
 * while marking it would hide that day's crossing until the next day.
 */
export function decide(
  state: AlertStateRow | undefined,
  verdict: Verdict,
  event: string,
  now: Date,
  cooldownHours: number,
): { fire: boolean; next: { firing: boolean; firedAt: string | null; lastEvent: string } | null } {
  if (state && state.lastEvent === event) return { fire: false, next: null };
  const firing = state?.firing ?? false;
  const firedAt = state?.firedAt ?? null;
  if (verdict.kind === 'missing') return { fire: false, next: { firing, firedAt, lastEvent: event } };
  if (verdict.kind === 'clear')
    return firing
      ? { fire: false, next: { firing: false, firedAt, lastEvent: state?.lastEvent ?? event } }
      : { fire: false, next: null };
  const cooled = firedAt === null || Date.parse(firedAt) + cooldownHours * 3_600_000 <= now.getTime();
  if (!firing || cooled)
    return { fire: true, next: { firing: true, firedAt: now.toISOString(), lastEvent: event } };
  return { fire: false, next: { firing: true, firedAt, lastEvent: event } };
}
