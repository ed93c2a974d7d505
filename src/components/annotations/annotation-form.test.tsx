// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnnotationForm } from './annotation-form.tsx';

afterEach(cleanup);

describe('AnnotationForm', () => {
  it('shows errors at the fields and saves nothing until the input is valid', async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    render(
      <AnnotationForm
        initial={{ date: '', label: '', note: '' }}
        pending={false}
        error={null}
        onSave={onSave}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Add annotation' }));
    expect(screen.getByRole('textbox', { name: 'Label' })).toHaveAccessibleDescription(
      'Enter a label of 1-120 characters.',
    );
    expect(screen.getByLabelText('Date')).toHaveAccessibleDescription('Choose a valid date.');
    expect(onSave).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Date'), '2026-11-05');
    await user.type(screen.getByRole('textbox', { name: 'Label' }), '  Engine model update ');
    await user.click(screen.getByRole('button', { name: 'Add annotation' }));
    expect(onSave).toHaveBeenCalledWith({ date: '2026-11-05', label: 'Engine model update', note: '' });
  });

  it('takes a field’s error away as the person fixes it, before any new submit', async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    render(
      <AnnotationForm
        initial={{ date: '', label: '', note: '' }}
        pending={false}
        error={null}
        onSave={onSave}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Add annotation' }));
    const label = screen.getByRole('textbox', { name: 'Label' });
    expect(label).toHaveAccessibleDescription('Enter a label of 1-120 characters.');
    await user.type(label, 'Launch');
    // fixed: no error, nothing marked invalid; the date not yet fixed keeps its own
    expect(label).toHaveAccessibleDescription('');
    expect(label).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter a label of 1-120 characters.')).toBeNull();
    expect(screen.getByLabelText('Date')).toHaveAccessibleDescription('Choose a valid date.');
    await user.type(screen.getByLabelText('Date'), '2026-11-05');
    expect(screen.getByLabelText('Date')).toHaveAccessibleDescription('');
    // emptied again after the refused submit: said at once
    await user.clear(label);
    expect(label).toHaveAccessibleDescription('Enter a label of 1-120 characters.');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps what was typed when the server refuses, and shows its message', () => {
    const error = new Error('The Searchboard server did not save the annotation.');
    render(
      <AnnotationForm
        initial={{ date: '2026-11-05', label: 'Launch', note: 'v2' }}
        pending={false}
        error={error}
        onSave={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Label' })).toHaveValue('Launch');
    expect(screen.getByRole('button', { name: 'Save annotation' })).toBeVisible();
    expect(screen.getByText(/did not save the annotation/)).toBeVisible();
  });
});
