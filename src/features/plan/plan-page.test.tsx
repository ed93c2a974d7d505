// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeFetch, type FakeAnswer, type RecordedRequest } from '../../api/test-fetch.ts';
import { renderPlan } from './plan-test-router.tsx';
import { CUSTOM, GOALS, TECHNICAL } from './test-sections.ts';

const SECTIONS = [GOALS, TECHNICAL, CUSTOM];

/** The sandbox in miniature: the checklist, the audit list the site switcher reads, and task writes. */
function network(write: (req: RecordedRequest) => FakeAnswer = () => ({ status: 200, body: '' })) {
  return fakeFetch((req) => {
    if (req.method !== 'GET') return write(req);
    if (req.url.pathname === '/api/project/checklist/101') return { json: SECTIONS };
    return { json: { total: 0, items: [] } };
  });
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('PlanPage', () => {
  it('shows the sections in order with their progress, and the overall progress', async () => {
    network();
    renderPlan('/sites/101/plan');
    await screen.findByRole('heading', { name: 'Overall progress' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Overall progress', 'Goals & research', 'Technical SEO', 'Custom tasks']);
    expect(screen.getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute(
      'aria-valuetext',
      '25%',
    );
    expect(screen.getByText('1 of 4 items done in 3 sections')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Goals & research progress' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    expect(screen.getByRole('checkbox', { name: 'Define goals' })).toBeChecked();
  });

  it('offers edit and delete only for tasks made with Add task, and says why', async () => {
    network();
    renderPlan('/sites/101/plan');
    await screen.findByRole('checkbox', { name: 'Winter sale page' });
    expect(screen.getByRole('button', { name: 'Delete “Winter sale page”' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete “Define goals”' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit “Submit a sitemap”' })).not.toBeInTheDocument();
    expect(screen.getByText(/only deletes tasks made with “Add task”/)).toBeInTheDocument();
  });

  it('ticks at once with {task_id, checked}, and rolls back with a message when the service refuses', async () => {
    const f = network(() => ({ status: 400, json: { message: 'Task 3 is locked' } }));
    renderPlan('/sites/101/plan');
    const box = await screen.findByRole('checkbox', { name: 'Submit a sitemap' });
    fireEvent.click(box);
    // optimistic: checked before any answer, and counted in the section's progress
    expect(box).toBeChecked();
    expect(screen.getByText('1 of 1 done · 100%')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not mark “Submit a sitemap” as done. Task 3 is locked');
    expect(screen.getByRole('checkbox', { name: 'Submit a sitemap' })).not.toBeChecked();
    const put = f.calls.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/project/checklist/101/task');
    expect(put?.json).toStrictEqual({ task_id: '3', checked: true });
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('ticks at once even when the click comes the moment the checklist appears, before its effects have run', async () => {
    const f = network(() => ({ status: 200, body: '' }));
    renderPlan('/sites/101/plan');
    // waitFor's callback runs as the checklist is committed, before React's effects: the click of someone quick on
    // a busy machine. Each later run only looks.
    let shownAfterClick: boolean | undefined;
    await waitFor(() => {
      const box = screen.getByRole('checkbox', { name: 'Submit a sitemap' });
      if (shownAfterClick !== undefined) return;
      fireEvent.click(box);
      shownAfterClick = (box as HTMLInputElement).checked;
    });
    expect(shownAfterClick).toBe(true);
    // (this little network forgets writes, so the re-read after the answer unticks it again: not checked here)
    await waitFor(() =>
      expect(f.calls.find((c) => c.method === 'PUT')?.json).toStrictEqual({ task_id: '3', checked: true }),
    );
  });

  it('checks title and text at the field before adding, then sends them with for_all', async () => {
    const f = network((req) => (req.method === 'POST' ? { json: { id: 55 } } : { status: 500 }));
    renderPlan('/sites/101/plan');
    await userEvent.click(await screen.findByRole('button', { name: 'Add task' }));
    const form = screen.getByRole('form', { name: 'Add a task' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add task' }));
    expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'Enter a title for the task.',
    );
    expect(within(form).getByRole('textbox', { name: 'Text' })).toHaveAccessibleDescription(
      /Enter the text of the task/,
    );
    expect(f.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.type(within(form).getByRole('textbox', { name: 'Title' }), 'Publish FAQ');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Text' }), 'Top 10 questions');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Add to all projects' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add task' }));
    await screen.findByText('Added “Publish FAQ”.');
    const post = f.calls.find((c) => c.method === 'POST');
    expect(post?.json).toStrictEqual({ title: 'Publish FAQ', text: 'Top 10 questions', for_all: true });
  });

  it('refuses a title over 255 and a text over 5,000 characters at the field, keeping them, sending nothing', async () => {
    const f = network((req) => (req.method === 'POST' ? { json: { id: 55 } } : { status: 500 }));
    renderPlan('/sites/101/plan');
    await userEvent.click(await screen.findByRole('button', { name: 'Add task' }));
    const form = screen.getByRole('form', { name: 'Add a task' });
    const title = within(form).getByRole('textbox', { name: 'Title' });
    const text = within(form).getByRole('textbox', { name: 'Text' });
    await userEvent.click(title);
    await userEvent.paste('t'.repeat(5_000));
    // said as soon as it is pasted
    expect(title).toHaveAccessibleDescription(
      'A task title can be at most 255 characters; this one has 5,000.',
    );
    await userEvent.click(text);
    await userEvent.paste('x'.repeat(100_000));
    expect(text).toHaveAccessibleDescription(
      'A task text can be at most 5,000 characters; this one has 100,000.',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Add task' }));
    expect(title).toHaveAccessibleDescription(/at most 255 characters/);
    expect(text).toHaveAccessibleDescription(/at most 5,000 characters/);
    expect(title).toHaveValue('t'.repeat(5_000));
    expect(f.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('keeps what was typed when the service refuses a new task', async () => {
    network(() => ({ status: 400, json: { message: 'text is required and must not be empty' } }));
    renderPlan('/sites/101/plan');
    await userEvent.click(await screen.findByRole('button', { name: 'Add task' }));
    const form = screen.getByRole('form', { name: 'Add a task' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Title' }), 'Publish FAQ');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Text' }), 'Top 10');
    await userEvent.click(within(form).getByRole('button', { name: 'Add task' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('text is required');
    expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveValue('Publish FAQ');
    expect(within(form).getByRole('textbox', { name: 'Text' })).toHaveValue('Top 10');
  });

  it('edits a task with {task_id, title, text}, asking for the text again', async () => {
    const f = network();
    renderPlan('/sites/101/plan');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit “Winter sale page”' }));
    const form = screen.getByRole('form', { name: 'Edit task “Winter sale page”' });
    const text = within(form).getByRole('textbox', { name: 'Text' });
    expect(text).toHaveValue('');
    expect(text).toHaveAccessibleDescription(/does not return task texts, so enter the text again/);
    await userEvent.click(within(form).getByRole('button', { name: 'Save task' }));
    expect(text).toHaveAccessibleDescription(/Enter the text of the task/);
    expect(f.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await userEvent.type(text, 'Publish two weeks ahead');
    await userEvent.click(within(form).getByRole('button', { name: 'Save task' }));
    await screen.findByText('Saved “Winter sale page”.');
    expect(f.calls.find((c) => c.method === 'PUT')?.json).toStrictEqual({
      task_id: '40',
      title: 'Winter sale page',
      text: 'Publish two weeks ahead',
    });
  });

  it('refuses an over-long title or text when editing, and sends nothing', async () => {
    const f = network();
    renderPlan('/sites/101/plan');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit “Winter sale page”' }));
    const form = screen.getByRole('form', { name: 'Edit task “Winter sale page”' });
    const title = within(form).getByRole('textbox', { name: 'Title' });
    await userEvent.click(title);
    await userEvent.paste('!'.repeat(250));
    await userEvent.click(within(form).getByRole('textbox', { name: 'Text' }));
    await userEvent.paste('y'.repeat(5_001));
    await userEvent.click(within(form).getByRole('button', { name: 'Save task' }));
    expect(title).toHaveAccessibleDescription(/at most 255 characters; this one has 266/);
    expect(within(form).getByRole('textbox', { name: 'Text' })).toHaveAccessibleDescription(
      /at most 5,000 characters; this one has 5,001/,
    );
    expect(f.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('clamps a long task title in its row, the whole title in its title attribute', async () => {
    const long = `Winter ${'w'.repeat(400)}`;
    fakeFetch((req) =>
      req.url.pathname === '/api/project/checklist/101'
        ? { json: [{ ...CUSTOM, items: [{ id: '40', title: long, checked: false }] }] }
        : { json: { total: 0, items: [] } },
    );
    renderPlan('/sites/101/plan');
    const box = await screen.findByRole('checkbox', { name: long });
    const label = document.querySelector(`label[for="${box.id}"]`);
    expect(label).toHaveAttribute('title', long);
    expect(label).toHaveClass('line-clamp-3', 'min-w-0');
    expect(screen.getByRole('button', { name: `Delete “${long}”` })).toBeInTheDocument();
  });

  it('deletes a custom task only after the confirmation', async () => {
    const f = network(() => ({ status: 204 }));
    renderPlan('/sites/101/plan');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete “Winter sale page”' }));
    expect(f.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Delete task' }));
    await screen.findByText('Deleted “Winter sale page”.');
    expect(f.calls.find((c) => c.method === 'DELETE')?.url.pathname).toBe(
      '/api/project/checklist/101/task/40',
    );
  });

  it('lists only the open items with ?show=open, progress still over all items', async () => {
    network();
    renderPlan('/sites/101/plan?show=open');
    await screen.findByRole('checkbox', { name: 'Describe audience' });
    expect(screen.queryByRole('checkbox', { name: 'Define goals' })).not.toBeInTheDocument();
    expect(screen.getByText('1 of 2 done · 50%')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveValue('open');
  });
});
