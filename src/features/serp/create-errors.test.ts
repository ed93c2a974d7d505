import { describe, expect, it } from 'vitest';
import { errorFromResponse } from '../../api/errors.ts';
import { explainCreateError } from './create-errors.ts';

const refusal = (status: number, body: unknown) =>
  errorFromResponse(status, body, 'data', 'POST', true, null);

describe('who refused queued SERP tasks', () => {
  it('the service’s refusal and Searchboard’s own are titled apart; both keep the queries', () => {
    const service = explainCreateError(refusal(400, { error: { message: 'query is invalid' } }), 2);
    expect(service.title).toBe('The service refused the request');
    const own = explainCreateError(
      refusal(402, { message: 'Credit budget reached: 100 of 150 credits.', refused_by: 'searchboard' }),
      2,
    );
    expect(own).toEqual({
      title: 'Searchboard refused the request',
      message:
        'Credit budget reached: 100 of 150 credits. 2 queries were not queued and are still in the form.',
    });
  });
});
