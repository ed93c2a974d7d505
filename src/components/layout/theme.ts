/** The colour theme: the system's setting unless the person chose one; kept in this browser. */
export type ThemeChoice = 'system' | 'light' | 'dark';
const KEY = 'searchboard.theme';

export function savedTheme(): ThemeChoice {
  try {
    const v = globalThis.localStorage?.getItem(KEY);
    return v === 'light' || v === 'dark' ? v : 'system';
  } catch {
    return 'system';
  }
}

/**
 * html.dark draws the dark palette (dark-theme.css): the person's choice, or with none the system setting now.
 * index.html's head script does the same before the first paint and follows the system setting as it changes.
 */
export function applyTheme(
  choice: ThemeChoice,
  root: HTMLElement | undefined = globalThis.document?.documentElement,
) {
  if (!root) return;
  root.classList.toggle('light', choice === 'light');
  root.classList.toggle(
    'dark',
    choice === 'system'
      ? !!globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches
      : choice === 'dark',
  );
}

export function saveTheme(choice: ThemeChoice) {
  try {
    if (choice === 'system') globalThis.localStorage?.removeItem(KEY);
    else globalThis.localStorage?.setItem(KEY, choice);
  } catch {
    // storage refused: the choice holds for this visit
  }
  applyTheme(choice);
}
