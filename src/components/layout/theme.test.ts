// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme, saveTheme, savedTheme } from './theme.ts';

afterEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
});

// Issue 20: "Dark mode that follows the system setting, with a switch"
describe('theme choice', () => {
  it('follows the system (no class) until a person chooses, and keeps the choice', () => {
    expect(savedTheme()).toBe('system');
    applyTheme(savedTheme());
    expect(document.documentElement.className).toBe('');
    saveTheme('dark');
    expect(savedTheme()).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    saveTheme('light');
    expect(document.documentElement.classList.contains('light')).toBe(true);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    saveTheme('system');
    expect(savedTheme()).toBe('system');
    expect(document.documentElement.className).toBe('');
  });
});
