import { describe, expect, it } from 'vitest';
import { SETTING_FIELDS, SETTING_GROUPS } from './settings-fields.ts';
import {
  changedSettings,
  domainError,
  fieldError,
  initialDraft,
  maxPagesOf,
  titleError,
  validateDraft,
  type SettingsDraft,
} from './settings-form.ts';

const draft = (over: Partial<SettingsDraft> = {}): SettingsDraft => ({ ...initialDraft(), ...over });

describe('the settings table', () => {
  it('covers every key of the spec, each exactly once, in the six groups of the issue and one more', () => {
    const keys = SETTING_FIELDS.map((f) => f.key).sort();
    // spec "Audit settings": 27 keys
    expect(keys).toEqual(
      [
        'source_site',
        'source_sitemap',
        'source_subdomain',
        'source_file',
        'check_robots',
        'ignore_params',
        'custom_params',
        'ignore_noindex',
        'ignore_nofollow',
        'user_agent',
        'login',
        'password',
        'max_pages',
        'max_depth',
        'max_req',
        'max_redirects',
        'min_title_len',
        'max_title_len',
        'min_description_len',
        'max_description_len',
        'max_size',
        'min_words',
        'max_h1_len',
        'max_h2_len',
        'allow',
        'disallow',
        'hide',
      ].sort(),
    );
    expect(SETTING_GROUPS.map((g) => g.title)).toContain('User agent');
  });

  it('starts at the defaults, which are valid and send nothing', () => {
    const d = initialDraft();
    expect(d.max_pages).toBe('1000');
    expect(d.max_req).toBe('500');
    expect(d.source_site).toBe('1');
    expect(d.login).toBe('');
    expect(validateDraft(d)).toEqual({});
    expect(changedSettings(d)).toEqual({});
  });
});

describe('bounds, checked at the field', () => {
  it.each([
    // spec: max_pages 1-300000, max_depth 1-100, max_req 1-500, max_redirects 1-50, max_size 1-100000
    ['max_pages', '0', 'Must be from 1 to 300,000.'],
    ['max_pages', '300001', 'Must be from 1 to 300,000.'],
    ['max_depth', '101', 'Must be from 1 to 100.'],
    ['max_req', '501', 'Must be from 1 to 500.'],
    ['max_redirects', '51', 'Must be from 1 to 50.'],
    ['max_size', '100001', 'Must be from 1 to 100,000.'],
    ['min_words', '10001', 'Must be from 1 to 10,000.'],
    ['max_pages', '12.5', 'Whole numbers only, from 1 to 300,000.'],
    ['max_pages', '', 'Enter a whole number from 1 to 300,000 (default 1,000).'],
  ] as const)('%s = "%s" → %s', (key, value, message) => {
    expect(fieldError(key, draft({ [key]: value }))).toBe(message);
  });

  it.each([
    ['max_pages', '1'],
    ['max_pages', '300000'],
    ['max_depth', '100'],
    ['max_req', '1'],
    ['max_redirects', '50'],
    ['max_h2_len', '10000'],
  ] as const)('%s = %s is inside the range', (key, value) => {
    expect(fieldError(key, draft({ [key]: value }))).toBeUndefined();
  });

  it('user_agent takes 0-13 only; ignore_params 0, 1 or 2', () => {
    expect(fieldError('user_agent', draft({ user_agent: '13' }))).toBeUndefined();
    expect(fieldError('user_agent', draft({ user_agent: '14' }))).toBe('Choose one of the options.');
    expect(fieldError('ignore_params', draft({ ignore_params: '3' }))).toBe('Choose one of the options.');
  });

  it('a minimum may not pass its maximum', () => {
    expect(fieldError('min_title_len', draft({ min_title_len: '70' }))).toBe(
      'Must not be more than the longest title (65).',
    );
    expect(fieldError('min_title_len', draft({ min_title_len: '70', max_title_len: '80' }))).toBeUndefined();
  });

  it('the custom list is required when it is what gets ignored; paths start with /', () => {
    expect(fieldError('custom_params', draft({ ignore_params: '2', custom_params: ' , ' }))).toMatch(
      /at least one parameter/,
    );
    expect(fieldError('custom_params', draft({ custom_params: 'utm_source, ref id' }))).toMatch(/“ref id”/);
    expect(fieldError('allow', draft({ allow: 'blog' }))).toBe('Start the path with /, e.g. /blog/.');
    expect(fieldError('allow', draft({ allow: '/blog/' }))).toBeUndefined();
    expect(fieldError('login', draft({ password: 'secret' }))).toMatch(/login/);
  });
});

describe('only changed settings are sent', () => {
  it('sends the keys that differ from the defaults, as numbers and trimmed text', () => {
    const d = draft({
      max_pages: ' 50 ',
      max_depth: '10', // the default: not sent
      source_sitemap: '0',
      user_agent: '7',
      ignore_params: '2',
      custom_params: ' utm_source , gclid ',
      login: ' alice ',
      password: 'p w',
      allow: '/shop/',
      hide: '   ',
    });
    expect(changedSettings(d)).toEqual({
      max_pages: 50,
      source_sitemap: 0,
      user_agent: 7,
      ignore_params: 2,
      custom_params: 'utm_source,gclid',
      login: 'alice',
      password: 'p w',
      allow: '/shop/',
    });
  });

  it('a custom list equal to the default, written differently, is not a change', () => {
    expect(
      changedSettings(draft({ custom_params: 'utm_source, utm_medium,utm_term , utm_content,utm_campaign' })),
    ).toEqual({});
  });

  it('the cost reads max_pages when valid, the default otherwise', () => {
    expect(maxPagesOf(draft({ max_pages: '250' }))).toBe(250);
    expect(maxPagesOf(draft({ max_pages: '999999' }))).toBe(1000);
  });
});

describe('domain and title', () => {
  it('needs a domain and keeps the title to 300 characters (spec: "Audit title length 300")', () => {
    expect(domainError('')).toMatch(/Enter the domain/);
    expect(domainError('not a domain')).toMatch(/such as example.com/);
    expect(domainError('https://www.example.com/')).toBeUndefined();
    // an audit crawls the whole site: a path or query would be dropped and the whole domain paid for
    expect(domainError('https://www.example.com/shop')).toMatch(/whole site.*e\.g\. www\.example\.com/);
    expect(domainError('example.com?x=1')).toMatch(/whole site/);
    expect(titleError('x'.repeat(300))).toBeUndefined();
    expect(titleError('x'.repeat(301))).toBe('At most 300 characters (now 301).');
  });
});
