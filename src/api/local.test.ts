import { describe, expect, it } from 'vitest';
import { parseLocalStatus, vocabularyOf } from './local.ts';

describe('the server status (/api/local/status)', () => {
  it('reads which interfaces are live and the names the sandbox speaks', () => {
    const s = parseLocalStatus({
      upstreams: { project: 'live', data: 'sandbox', backlinks: 'nonsense' },
      sandbox_vocabulary: 'service',
    });
    expect(s).toEqual({ upstreams: { project: 'live', data: 'sandbox' }, sandboxVocabulary: 'service' });
  });

  it("takes the spec's labels when the server does not say (an older server) or says something else", () => {
    expect(parseLocalStatus({ upstreams: {} }).sandboxVocabulary).toBe('spec');
    expect(parseLocalStatus({ upstreams: {}, sandbox_vocabulary: 'klingon' }).sandboxVocabulary).toBe('spec');
    expect(parseLocalStatus(null).sandboxVocabulary).toBe('spec');
  });

  // A live upstream is the real service, which takes its own names; the sandbox takes its vocabulary's.
  it('sends the service names to a live interface and the sandbox vocabulary to the sandbox', () => {
    const s = parseLocalStatus({
      upstreams: { project: 'live', data: 'sandbox' },
      sandbox_vocabulary: 'spec',
    });
    expect(vocabularyOf(s, 'project')).toBe('service');
    expect(vocabularyOf(s, 'data')).toBe('spec');
    const service = parseLocalStatus({ upstreams: { data: 'sandbox' }, sandbox_vocabulary: 'service' });
    expect(vocabularyOf(service, 'data')).toBe('service');
  });
});
