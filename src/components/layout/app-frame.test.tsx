// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FrameBoundary } from './app-frame.tsx';

afterEach(cleanup);

function BrokenFrame(): never {
  throw new Error('The site list could not be read.');
}

describe('the app frame', () => {
  it('draws the frame, the page inside it', () => {
    render(
      <FrameBoundary
        frame={
          <div>
            <header>Searchboard</header>
            <p>The page</p>
          </div>
        }
        page={<p>The page</p>}
      />,
    );
    expect(screen.getByText('Searchboard')).toBeInTheDocument();
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('that fails: the page still shows, with the error above it, and the failure is logged', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<FrameBoundary frame={<BrokenFrame />} page={<p>The page</p>} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The site list could not be read.');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('The app frame failed to draw', expect.any(Error));
    logged.mockRestore();
  });
});
