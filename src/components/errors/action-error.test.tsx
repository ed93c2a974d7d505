// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { ActionError } from './action-error.tsx';

afterEach(cleanup);

describe('ActionError', () => {
  it("shows a failed write's error with its title and message, and no retry", () => {
    render(<ActionError error={new ApiError(402, 'Balance too low', 'credits', 'project', 'POST', false)} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Not enough credits');
    expect(alert).toHaveTextContent('Balance too low');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing while the write has not failed', () => {
    const { container } = render(<ActionError error={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
