import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

const SECRET = 'a'.repeat(32);

describe('DATABASE_URL', () => {
  it('is off by default: the embedded SQLite store', () => {
    expect(readConfig({}).databaseUrl).toBeUndefined();
  });

  it('takes a postgres:// address with SHARE_SECRET', () => {
    const url = 'postgres://sb:pw@db.internal:5432/searchboard';
    expect(readConfig({ DATABASE_URL: url, SHARE_SECRET: SECRET }).databaseUrl).toBe(url);
  });

  it('refuses PostgreSQL without SHARE_SECRET, saying why: "replicas must agree"', () => {
    expect(() => readConfig({ DATABASE_URL: 'postgres://localhost/sb' })).toThrow(
      /DATABASE_URL is set but SHARE_SECRET is not: every server sharing this database must sign share links/,
    );
  });

  it('refuses an address that is not PostgreSQL', () => {
    expect(() => readConfig({ DATABASE_URL: 'mysql://localhost/sb', SHARE_SECRET: SECRET })).toThrow(
      /must be a postgres:\/\/ address/,
    );
    expect(() => readConfig({ DATABASE_URL: 'not a url', SHARE_SECRET: SECRET })).toThrow(
      /not a valid address/,
    );
  });
});

describe('mail settings', () => {
  it('default to the outbox, Chromium at /usr/bin/chromium and a sender on the dashboard’s host', () => {
    const c = readConfig({});
    expect(c.smtpUrl).toBeUndefined();
    expect(c.chromiumPath).toBe('/usr/bin/chromium');
    expect(c.mailFrom).toBe('Searchboard <reports@localhost>');
    expect(c.publicUrl).toBeUndefined();
    expect(readConfig({ PUBLIC_URL: 'https://sb.example.com/' })).toMatchObject({
      publicUrl: 'https://sb.example.com',
      mailFrom: 'Searchboard <reports@sb.example.com>',
    });
  });

  it('take SMTP_URL, MAIL_FROM and CHROMIUM_PATH as given; the SMTP login is the sender when MAIL_FROM is unset', () => {
    const c = readConfig({
      SMTP_URL: 'smtps://me%40acme.example:pw@smtp.acme.example',
      CHROMIUM_PATH: '/opt/chrome/chrome',
    });
    expect(c).toMatchObject({
      smtpUrl: 'smtps://me%40acme.example:pw@smtp.acme.example',
      chromiumPath: '/opt/chrome/chrome',
    });
    expect(c.mailFrom).toBe('me@acme.example');
    expect(readConfig({ SMTP_URL: 'smtp://h:25', MAIL_FROM: 'Acme <r@acme.example>' }).mailFrom).toBe(
      'Acme <r@acme.example>',
    );
  });

  it('a malformed SMTP_URL stops start-up saying what is wrong, never repeating the password', () => {
    for (const [value, message] of [
      ['mail.acme.example:587', /SMTP_URL/],
      ['http://u:hunter2@mail.acme.example', /SMTP_URL must start with smtp:\/\//],
      ['smtp://u:hunter2@', /SMTP_URL/],
    ] as const) {
      let error: Error | undefined;
      try {
        readConfig({ SMTP_URL: value });
      } catch (e) {
        error = e as Error;
      }
      expect(error?.message).toMatch(message);
      expect(error?.message).not.toContain('hunter2');
    }
    expect(() => readConfig({ MAIL_FROM: 'reports' })).toThrow(/MAIL_FROM must be an email address/);
    expect(() => readConfig({ PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL must be http/);
  });
});
