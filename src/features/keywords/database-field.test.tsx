// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeFetch } from '../../api/test-fetch.ts';
import { renderKeywordsAt } from './test-router.tsx';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const NOT_A_DATABASE = '“zz” is no country’s code: pick a keyword database from the list, e.g. us, gb or de.';

/** Every paid keyword form: its tab, what to type besides the database, and its submit button. */
const FORMS = [
  {
    name: 'bulk metrics',
    url: '/keywords',
    field: 'Keywords, one a line',
    button: /^Get metrics for 1 keyword/,
  },
  {
    name: 'similar keywords',
    url: '/keywords?tab=similar',
    field: 'Seed keyword',
    button: /^Find similar keywords/,
  },
  {
    name: 'long-tail keywords',
    url: '/keywords?tab=longtail',
    field: 'Seed keyword',
    button: /^Find long-tail keywords/,
  },
];

describe('the keyword database at the field', () => {
  it.each(FORMS)(
    '$name: a code that names no country is refused at the field and nothing is sent',
    async (form) => {
      const user = userEvent.setup();
      const f = fakeFetch({ json: { total: 0, keywords: [] } });
      renderKeywordsAt(form.url);
      const database = await screen.findByRole('combobox', { name: 'Database (country code)' });
      await user.clear(database);
      await user.type(database, 'zz');
      await user.type(screen.getByRole('textbox', { name: form.field }), 'hiking boots');
      await user.click(screen.getByRole('button', { name: form.button }));

      expect(database).toHaveAttribute('aria-invalid', 'true');
      expect(database).toHaveAccessibleDescription(expect.stringContaining(NOT_A_DATABASE));
      // the browser's name for "ZZ" is "Unknown Region": no name at all is shown for a code that is none
      expect(screen.queryByText('Unknown Region')).toBeNull();
      expect(f.calls.filter((c) => c.url.pathname.includes('/keywords/'))).toHaveLength(0);

      // what was typed stays, and a real code clears the message
      expect(screen.getByRole('textbox', { name: form.field })).toHaveValue('hiking boots');
      await user.clear(database);
      await user.type(database, 'uk');
      expect(database).not.toHaveAttribute('aria-invalid');
      expect(database).toHaveAccessibleDescription('United Kingdom');
    },
  );
});
