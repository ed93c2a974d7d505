import { isCancelledError, QueryClient, QueryObserver, queryOptions } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client.ts';

/** A read that answers after a short network delay, or rejects when its signal aborts (as fetch does). */
function slowRead() {
  let count = 0;
  const answer = () => ++count;
  return queryOptions({
    queryKey: ['test', 'slow-read'],
    queryFn: ({ signal }) =>
      new Promise<number>((resolve, reject) => {
        const nth = answer();
        const timer = setTimeout(() => resolve(nth), 20);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new DOMException('The read was aborted', 'AbortError'));
        });
      }),
  });
}

/** A loader waits for a read that a page's observer started, and the observer leaves while it is on its way. */
function observerLeavesDuringLoader(client: QueryClient) {
  const options = slowRead();
  const unsubscribe = new QueryObserver(client, options).subscribe(() => {});
  const loaded = client.ensureQueryData(options);
  unsubscribe();
  return loaded;
}

describe('the app query client', () => {
  it("React Query's own client fails the loader with a CancelledError (what this client is for)", async () => {
    const error = await observerLeavesDuringLoader(new QueryClient()).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isCancelledError(error)).toBe(true);
  });

  it('asks a cancelled read again, so the loader gets its data, not an error', async () => {
    await expect(observerLeavesDuringLoader(createQueryClient())).resolves.toBe(2);
  });

  describe('a refetch after a write is a new read, even while the query is on its first read', () => {
    /** A query on its first read (answered 1) is invalidated while that read is on its way, as after a payment. */
    async function invalidatedOnFirstRead(client: QueryClient, watched: boolean) {
      const options = slowRead();
      const observer = new QueryObserver(client, options);
      const unsubscribe = watched ? observer.subscribe(() => {}) : () => {};
      const waiting = watched ? undefined : client.ensureQueryData(options);
      await client.invalidateQueries({ queryKey: options.queryKey });
      const seen = waiting ? await waiting : client.getQueryData(options.queryKey);
      unsubscribe();
      return seen;
    }

    it("React Query's own client hands the refetch the read that began before the write", async () => {
      expect(await invalidatedOnFirstRead(new QueryClient(), true)).toBe(1);
    });

    it('the app client reads again for a page that shows the query', async () => {
      expect(await invalidatedOnFirstRead(createQueryClient(), true)).toBe(2);
    });

    it('and for a loader waiting with nobody watching', async () => {
      expect(await invalidatedOnFirstRead(createQueryClient(), false)).toBe(2);
    });

    it('but never cancels a read that costs credits: cancelled, it may be charged, and read again, twice', async () => {
      const client = createQueryClient();
      const options = { ...slowRead(), meta: { paid: true } };
      const unsubscribe = new QueryObserver(client, options).subscribe(() => {});
      await client.invalidateQueries({ queryKey: options.queryKey });
      expect(client.getQueryData(options.queryKey)).toBe(1);
      unsubscribe();
    });
  });
});
