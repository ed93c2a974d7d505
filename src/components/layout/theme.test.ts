// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyTheme, saveTheme, savedTheme } from './theme.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.documentElement.className = '';
});

// Dark mode follows the system setting, unless the person chose a theme with the switch
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

  it('draws the dark palette for "system" when the system is dark, and a choice wins over it', () => {
    const system = (dark: boolean) =>
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: dark && query === '(prefers-color-scheme: dark)',
      }));
    system(true);
    applyTheme(savedTheme());
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    saveTheme('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    saveTheme('system');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    system(false);
    applyTheme(savedTheme());
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });
});
