import { afterEach, describe, expect, it, vi } from 'vitest';

/** Spec: `language_code` required, ISO 639-1. The select names codes in English and keeps the code to send. */

const load = async () => {
  vi.resetModules();
  return import('./languages.ts');
};

afterEach(() => vi.unstubAllGlobals());

describe('language labels', () => {
  it('names a code in English and keeps the code in parentheses', async () => {
    const { languageLabel, LANGUAGES } = await load();
    expect(languageLabel('de')).toBe('German (de)');
    expect(LANGUAGES.find((l) => l.code === 'en')).toEqual({
      code: 'en',
      label: 'English (en)',
      named: true,
    });
  });

  it('a code the browser cannot name stays the code alone, after the named ones (Chromium lacks "aa", "ce")', async () => {
    const Real = Intl.DisplayNames;
    // Chromium's ICU data answers the code itself for these (or undefined with fallback "none")
    class ChromiumLike extends Real {
      override of(code: string) {
        return ['aa', 'ab'].includes(code) ? code : code === 'ce' ? undefined : super.of(code);
      }
    }
    vi.stubGlobal('Intl', { ...Intl, DisplayNames: ChromiumLike });
    const { languageLabel, LANGUAGES } = await load();
    expect(languageLabel('aa')).toBe('aa');
    expect(languageLabel('ce')).toBe('ce');
    expect(LANGUAGES.map((l) => l.label)).not.toContain('aa (aa)');
    const labels = LANGUAGES.map((l) => l.label);
    expect(labels.slice(-3)).toEqual(['aa', 'ab', 'ce']);
    expect(LANGUAGES.filter((l) => !l.named).map((l) => l.code)).toEqual(['aa', 'ab', 'ce']);
    // every ISO 639-1 code is still offered
    expect(LANGUAGES).toHaveLength(183);
  });
});
