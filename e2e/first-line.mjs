// eslint-disable-next-line no-control-regex
const plain = (text) => String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');

/** The first non-empty line of an error message, without the terminal's colour codes, at most 300 characters. */
export const firstLine = (text) =>
  plain(text)
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l.length > 0)
    ?.slice(0, 300) ?? '';

/**
 * An assertion's error in one line: its first line, then what it looked at, expected and received (Playwright's
 * `Locator:`, `Expected:`, `Received:` lines), each cut to 160 characters. A log cut to its tail still says which
 * check failed and on what.
 */
export const errorGist = (text) => {
  const lines = plain(text)
    .split('\n')
    .map((l) => l.trim());
  const details = lines
    .filter((l) => /^(Locator|Expected|Received|Expected string|Received string|Expected pattern):/.test(l))
    .map((l) => l.replace(/\s+/g, ' ').slice(0, 160));
  return [firstLine(text), ...details].join(' · ');
};
