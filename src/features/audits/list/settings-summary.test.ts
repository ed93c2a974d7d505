import { describe, expect, it } from 'vitest';
import { initialDraft, type SettingsDraft } from './settings-form.ts';
import { settingsSummary } from './settings-summary.ts';

const draft = (over: Partial<SettingsDraft> = {}): SettingsDraft => ({ ...initialDraft(), ...over });

describe('the settings summary', () => {
  it('says when every setting is at its default', () => {
    expect(settingsSummary(draft())).toBe('All settings are at their defaults; none are sent.');
  });

  it("lists valid changes, which are sent, in the form's words: no setting names of the wire", () => {
    expect(settingsSummary(draft({ max_pages: '60', user_agent: '9' }))).toBe(
      '2 settings differ from the defaults and will be sent: Maximum pages: 60, Crawl as: Chrome on iOS.',
    );
  });

  it('counts settings changed to invalid values, and says they need fixing', () => {
    // spec bounds: max_pages 1-300000, max_depth 1-100, max_req 1-500, max_redirects 1-50
    const four = draft({ max_pages: '0', max_depth: '101', max_req: 'fast', max_redirects: '' });
    expect(settingsSummary(four)).toBe(
      '4 settings differ from the defaults; 4 need fixing: Maximum pages, Maximum crawl depth, Requests per second, Redirects followed.',
    );
    expect(settingsSummary(four)).not.toMatch(/at their defaults/);
  });

  it('says which valid changes go with them', () => {
    expect(settingsSummary(draft({ max_pages: '0', user_agent: '9' }))).toBe(
      '2 settings differ from the defaults; 1 needs fixing: Maximum pages. Valid changes to send: Crawl as: Chrome on iOS.',
    );
  });

  it('a field at its default can need fixing because of another (a password without a login)', () => {
    expect(settingsSummary(draft({ password: 'secret' }))).toBe(
      '1 setting differs from the defaults; 1 needs fixing: Login. Valid changes to send: Password.',
    );
  });
});
