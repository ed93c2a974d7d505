import type { Person } from '../people/people.ts';

/** One thing a person did, or tried. */
export interface ActivityEvent {
  /** who: none for a share link's holder or the server's own runs */
  person: Pick<Person, 'id' | 'email'> | undefined;
  /** what kind of thing: 'sign-in', 'sign-in.failed', 'write', 'paid', 'refused', 'people.add', 'share.create'… */
  action: string;
  /** the operation's id (lib/operations.ts) or the local route, `METHOD /path` */
  operation?: string | null;
  site_id?: number | null;
  credits?: number | null;
  /** 'ok', 'refused', 'failed', or the HTTP status of the answer */
  outcome: string;
  /** the request it was (its ledger row carries the same) */
  request_id?: string | null;
  detail?: string | null;
}
