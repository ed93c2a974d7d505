import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The one way a write says what it changed: each area's `<area>Mutations` factory (in `api/`) calls this from its
 * own `onSuccess` with the keys its write makes stale, using the client the mutation runs in. Active queries under
 * those keys refetch; the mutation settles once they have, so a page never shows its own write missing.
 *
 * Components add only what is theirs (close a dialog, clear a field) through `mutate(vars, { onSuccess })`,
 * never by replacing the factory's `onSuccess`.
 */
export async function invalidate(client: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}
