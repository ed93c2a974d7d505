// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, errorFromResponse } from '../../api/errors.ts';
import { invalidInput } from '../../api/invalid-input.ts';
import { ErrorPanel } from './error-panel.tsx';

afterEach(cleanup);

const titleOf = (error: unknown) => {
  render(<ErrorPanel error={error} />);
  const title = screen.getByRole('alert').querySelector('p')?.textContent;
  cleanup();
  return title;
};

describe('who refused a request', () => {
  it('a refusal by the service is titled as the service’s', () => {
    const e = errorFromResponse(400, { error: { message: 'source is invalid' } }, 'data', 'GET', true, null);
    expect(titleOf(e)).toBe('The service refused the request');
  });

  it('a refusal by Searchboard’s own checks or budget is titled as Searchboard’s, with its message', () => {
    const checks = errorFromResponse(
      400,
      { message: 'Keyword 1 is longer than 255 characters.', refused_by: 'searchboard' },
      'data',
      'POST',
      true,
      null,
    );
    expect(titleOf(checks)).toBe('Searchboard refused the request');
    const budget = errorFromResponse(
      402,
      { message: 'Credit budget reached: 100 of 150 credits spent.', refused_by: 'searchboard' },
      'data',
      'POST',
      true,
      null,
    );
    expect(budget.kind).toBe('credits');
    render(<ErrorPanel error={budget} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Searchboard refused the requestCredit budget reached: 100 of 150 credits spent.',
    );
  });

  it('input the browser refuses before sending is Searchboard’s refusal too', () => {
    expect(titleOf(invalidInput('project', 'POST', 'The group name must not be empty.'))).toBe(
      'Searchboard refused the request',
    );
  });
});

describe('a door closed to the person’s role', () => {
  const refusal = {
    message: 'Clients cannot use keyword research: ask an owner or an admin, who can change your role.',
    refused_by: 'searchboard',
    role: 'client',
    need: 'read',
  };

  it('says the role is why and who can open it, with no Try again', () => {
    // the message names "keyword": a refusal of the role, not a key the service refused
    const e = errorFromResponse(403, refusal, 'data', 'GET', false, null);
    expect(e.kind).toBe('forbidden');
    render(<ErrorPanel error={e} onRetry={() => {}} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("You can't do this with your role");
    expect(alert).toHaveTextContent(refusal.message);
    expect(alert).not.toHaveTextContent(/API key|PROJECT_API_KEY/);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('a 403 of the service itself keeps its title and its retry', () => {
    const e = errorFromResponse(
      403,
      { error: { message: 'Forbidden for this plan' } },
      'data',
      'GET',
      false,
      null,
    );
    render(<ErrorPanel error={e} onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Not allowed');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('a 401 of Searchboard itself, and of the service’s key', () => {
  const signedOut = { message: 'Sign in to Searchboard first.', refused_by: 'searchboard' };

  it('reads as signed out, with a link to sign in again and no Try again', () => {
    const e = errorFromResponse(401, signedOut, 'project', 'GET', false, null);
    expect(e.autoRetry).toBe(false);
    render(<ErrorPanel error={e} onRetry={() => {}} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('You are signed out');
    expect(alert).toHaveTextContent('Your session with Searchboard has ended — sign in again.');
    expect(alert).not.toHaveTextContent(/API key|PROJECT_API_KEY|refused/);
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('reads as signed out from the server’s own routes too, whatever kind they gave it', () => {
    const e = new ApiError(401, 'Sign in to Searchboard first.', 'server', 'project', 'GET', true, signedOut);
    expect(e.autoRetry).toBe(false);
    render(<ErrorPanel error={e} onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('You are signed out');
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/login');
  });

  it('a 401 of the service is still its key, refused', () => {
    const e = errorFromResponse(401, { error: { message: 'Invalid token' } }, 'project', 'GET', false, null);
    render(<ErrorPanel error={e} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The API key was refused');
    expect(alert).toHaveTextContent(/PROJECT_API_KEY/);
    expect(screen.queryByRole('link', { name: 'Sign in again' })).toBeNull();
  });
});

describe('on a page served to a client or a share link’s holder', () => {
  afterEach(() => {
    delete document.documentElement.dataset.brand;
  });
  const offline = () => new ApiError(0, 'No connection.', 'network', 'project', 'GET', true);
  const refused = () =>
    errorFromResponse(400, { message: 'Too long.', refused_by: 'searchboard' }, 'data', 'POST', true, null);
  const signedOut = () =>
    new ApiError(401, 'Sign in first.', 'server', 'project', 'GET', true, { refused_by: 'searchboard' });

  it('the titles name the agency, never the product', () => {
    document.documentElement.dataset.brand = 'Fjord Digital';
    expect(titleOf(offline())).toBe('Fjord Digital is offline');
    expect(titleOf(refused())).toBe('Fjord Digital refused the request');
    render(<ErrorPanel error={signedOut()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has ended — sign in again.');
    expect(screen.getByRole('alert')).not.toHaveTextContent(/Searchboard/);
  });

  it('with no brand set they name no one', () => {
    document.documentElement.dataset.brand = 'Report';
    expect(titleOf(offline())).toBe('The report is offline');
    expect(titleOf(refused())).toBe('The report refused the request');
  });

  it('the team’s pages keep the product’s name', () => {
    expect(titleOf(offline())).toBe('Searchboard is offline');
  });
});
