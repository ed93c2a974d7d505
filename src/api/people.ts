import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { PersonRole } from '../lib/people.ts';
import { peopleListSchema, personSchema, type PersonAnswer } from '../lib/local-schemas/people.ts';
import { localCall } from './local.ts';
import { invalidate } from './invalidate.ts';

/**
 * The team's people (`/api/local/people`, owners and admins only); who this browser is signed in as is
 * `meQueries` (api/me.ts). Answers are parsed with the schemas the routes are written with.
 */
export type Person = PersonAnswer;

/** One call below `/api/local/people`. */
const peopleCall = (method: string, path: string, body?: unknown, signal?: AbortSignal) =>
  localCall('people', method, path, { body, signal });

/** What a new person is given: the form's text, as typed. */
export interface InviteInput {
  email: string;
  name: string;
  role: PersonRole;
  sites: number[];
  dailyCredits: string;
  monthlyCredits: string;
}

export interface PersonEdit {
  role: PersonRole;
  sites: number[];
  dailyCredits: string;
  monthlyCredits: string;
}

/** A limit's field: empty is no limit. */
const limitOf = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

const bodyOf = (e: PersonEdit) => ({
  role: e.role,
  ...(e.role === 'client' ? { sites: e.sites } : {}),
  daily_credits: limitOf(e.dailyCredits),
  monthly_credits: limitOf(e.monthlyCredits),
});

const parsePerson = (data: unknown) => personSchema.parse(data);

export const listPeople = async (signal?: AbortSignal) =>
  peopleListSchema.parse(await peopleCall('GET', '', undefined, signal));

export const invitePerson = async (input: InviteInput) =>
  parsePerson(
    await peopleCall('POST', '', {
      email: input.email.trim(),
      ...(input.name.trim() ? { name: input.name.trim() } : {}),
      ...bodyOf(input),
    }),
  );

export const changePerson = async ({ id, change }: { id: string; change: Record<string, unknown> }) =>
  parsePerson(await peopleCall('PATCH', `/${encodeURIComponent(id)}`, change));

export const editBody = bodyOf;

export const newInvitation = async (id: string) =>
  parsePerson(await peopleCall('POST', `/${encodeURIComponent(id)}/invitation`));

export const peopleQueries = {
  all: () => ['people'] as const,
  list: () =>
    queryOptions({
      queryKey: ['people', 'team', 'list', {}] as const,
      queryFn: ({ signal }) => listPeople(signal),
    }),
};

/** Every write re-reads the list. */
const write = <V>(fn: (v: V) => Promise<Person>) =>
  mutationOptions({
    mutationFn: fn,
    onSuccess: (_r, _v, _c, { client }) => invalidate(client, [peopleQueries.list().queryKey]),
  });

export const peopleMutations = {
  invite: () => write(invitePerson),
  change: () => write(changePerson),
  newLink: () => write(newInvitation),
};
