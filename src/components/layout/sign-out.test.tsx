// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SignOut } from './sign-out.tsx';

afterEach(() => {
  cleanup();
  document.cookie = 'sb_signed_in=; Max-Age=0; Path=/';
});

describe('the sign-out control in the frame', () => {
  it('posts to /logout as a plain form when this browser signed in to a team server', () => {
    document.cookie = 'sb_signed_in=1; Path=/';
    render(<SignOut />);
    const button = screen.getByRole('button', { name: 'Sign out' });
    const form = button.closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/logout');
  });

  it('is not there on a server without a team token', () => {
    document.cookie = 'sb_shared=1; Path=/';
    render(<SignOut />);
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });
});
