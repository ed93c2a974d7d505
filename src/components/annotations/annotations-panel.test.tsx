// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Annotation } from '../../api/annotations.ts';
import { meAs, stubMe } from '../testing/me.ts';
import { AnnotationsPanel } from './annotations-panel.tsx';
import { useAnnotationPicks, type AnnotationPicks } from './use-annotations.ts';

afterEach(cleanup);

const note: Annotation = {
  id: 4,
  site_id: 101,
  date: '2026-11-12',
  label: 'New pricing page live',
  note: null,
  updated_at: '',
};

function Harness({ onPicks }: { onPicks: (p: AnnotationPicks) => void }) {
  const picks = useAnnotationPicks();
  onPicks(picks);
  return <AnnotationsPanel siteId={101} items={[note]} picks={picks} />;
}

function renderPanel() {
  let picks: AnnotationPicks | undefined;
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Harness onPicks={(p) => (picks = p)} />
    </QueryClientProvider>,
  );
  return () => picks!;
}

describe('AnnotationsPanel', () => {
  it('opens the add form on a day clicked on a chart, with the label ready to type', () => {
    const picks = renderPanel();
    expect(screen.getByLabelText('Date')).not.toBeVisible();
    act(() => picks().pickDay('2026-11-19'));
    expect(screen.getByLabelText('Date')).toBeVisible();
    expect(screen.getByLabelText('Date')).toHaveValue('2026-11-19');
    expect(screen.getByRole('textbox', { name: 'Label' })).toHaveFocus();
  });

  it('opens a marker chosen on a chart for editing, with what it says filled in', () => {
    const picks = renderPanel();
    act(() => picks().setEditing(4));
    expect(screen.getByRole('button', { name: 'Save annotation' })).toBeVisible();
    const labels = screen.getAllByRole('textbox', { name: 'Label' });
    expect(labels.some((l) => (l as HTMLInputElement).value === 'New pricing page live')).toBe(true);
  });
});

describe('AnnotationsPanel, per role', () => {
  it('shows a viewer the markers but no add, edit or delete: a note says who can', async () => {
    stubMe(meAs('viewer'));
    renderPanel();
    expect(
      await screen.findByText('Viewers cannot change anything here — ask an owner or an admin.'),
    ).toBeVisible();
    expect(screen.getByText('New pricing page live')).toBeVisible();
    expect(screen.queryByText('Add an annotation')).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit annotation|Delete annotation/ })).toBeNull();
  });

  it('keeps add, edit and delete for an editor', async () => {
    stubMe(meAs('editor'));
    renderPanel();
    expect(
      await screen.findByRole('button', { name: 'Edit annotation New pricing page live' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete annotation New pricing page live' })).toBeVisible();
    expect(screen.getByText('Add an annotation')).toBeVisible();
    expect(screen.queryByText(/cannot change anything/)).toBeNull();
  });
});
