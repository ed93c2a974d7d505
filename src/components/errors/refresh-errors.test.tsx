// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { RefreshErrors } from './refresh-errors.tsx';

const unavailable = () =>
  new ApiError(503, 'Service temporarily unavailable', 'server', 'project', 'GET', true);

// the fake service's balance answer (module scope: the query reads no state of the component)
let balanceFails = false;

function setup() {
  const answers: (string[] | Error)[] = [['Retail clients']];
  const read = async () => {
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (next instanceof Error) throw next;
    return next as string[];
  };
  function SuspenseList() {
    const { data } = useSuspenseQuery({ queryKey: ['groups'], queryFn: read });
    return <p>Groups: {data.join(', ')}</p>;
  }
  balanceFails = false;
  function OwnErrors() {
    const q = useQuery({
      queryKey: ['balance'],
      queryFn: () => (balanceFails ? Promise.reject(unavailable()) : Promise.resolve(1)),
    });
    return <p>{q.error ? 'The balance says its own error' : `Balance: ${q.data}`}</p>;
  }
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <RefreshErrors />
      <Suspense fallback={<p>Loading…</p>}>
        <SuspenseList />
        <OwnErrors />
      </Suspense>
    </QueryClientProvider>,
  );
  return { qc, answers };
}

afterEach(cleanup);

describe('RefreshErrors', () => {
  it('says when a page shows an old answer because reading it again failed, and retries', async () => {
    const { qc, answers } = setup();
    expect(await screen.findByText('Groups: Retail clients')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();

    // a write invalidated the list, and reading it again failed: the old list stays, and now says so
    answers.splice(0, answers.length, unavailable(), ['Retail clients', 'E2E agencies']);
    await act(() => qc.invalidateQueries({ queryKey: ['groups'] }).catch(() => undefined));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The service had a problem');
    expect(alert).toHaveTextContent('Service temporarily unavailable');
    expect(screen.getByText(/could not be brought up to date/)).toBeInTheDocument();
    expect(screen.getByText('Groups: Retail clients')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Groups: Retail clients, E2E agencies')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves errors of useQuery readers to their own pages', async () => {
    const { qc } = setup();
    expect(await screen.findByText('Balance: 1')).toBeInTheDocument();
    balanceFails = true;
    await act(() => qc.refetchQueries({ queryKey: ['balance'] }));
    expect(await screen.findByText('The balance says its own error')).toBeInTheDocument();
    expect(qc.getQueryState(['balance'])).toMatchObject({ status: 'error', data: 1 });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
