// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyLinkField } from './copy-link-field.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const URL_ = 'https://dashboard.example/s/abc123';

describe('CopyLinkField', () => {
  it('copies the link and says so, after saying what the link is for', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    render(<CopyLinkField label="Share link" url={URL_} idle="Works until Dec 4, 2026." />);
    expect(screen.getByRole('textbox', { name: 'Share link' })).toHaveValue(URL_);
    expect(screen.getByRole('status')).toHaveTextContent('Works until Dec 4, 2026.');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(URL_);
    expect(await screen.findByText('Copied to the clipboard.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(URL_);
  });

  it('where the clipboard is not allowed, leaves the link selected and says to press Ctrl+C', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    render(<CopyLinkField label="Share link" url={URL_} idle="Works until Dec 4, 2026." />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Could not copy: the link is selected, press Ctrl+C (⌘C).',
    );
    const box = screen.getByRole<HTMLInputElement>('textbox', { name: 'Share link' });
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, URL_.length]);
  });
});
