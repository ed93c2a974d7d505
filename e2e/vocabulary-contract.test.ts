import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, deleteEngine, updateEngine } from '../src/api/ai.ts';
import { configureClient } from '../src/api/client.ts';
import { createSerpTasks, SERP_DEVICES } from '../src/api/serp.ts';
import { AI_ENGINE_NAMES, nameIn, type Vocabulary } from '../src/lib/engine-vocabulary.ts';
import { SANDBOX_DATA_KEY, SANDBOX_PROJECT_KEY } from '../src/sandbox/keys.ts';
import { startTestSandbox, type TestSandbox } from '../src/sandbox/testing.ts';

// Every request body the dashboard can send for engines and SERP tasks is accepted by the sandbox in both
// vocabularies. The dashboard's own request builders (src/api) talk to a sandbox
// speaking each vocabulary, sending the names of each: the sandbox takes both, whichever it seeds with.

const VOCABULARIES: Vocabulary[] = ['spec', 'service'];

/** The proxy's part, in miniature: /api/<base>/… goes to the sandbox's /<base>/… with that interface's demo key. */
function throughSandbox(sandbox: TestSandbox): void {
  const impl: typeof fetch = (input, init) => {
    const url = new URL(String(input));
    const [, , base, ...rest] = url.pathname.split('/');
    const headers = new Headers(init?.headers);
    headers.set('authorization', `Token ${base === 'project' ? SANDBOX_PROJECT_KEY : SANDBOX_DATA_KEY}`);
    return fetch(`${sandbox.sandbox.url}/${base}/${rest.join('/')}${url.search}`, { ...init, headers });
  };
  configureClient({ fetch: impl, origin: 'http://dashboard.test' });
}

describe.each(VOCABULARIES)('a sandbox speaking the %s vocabulary', (sandboxVocabulary) => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox({ vocabulary: sandboxVocabulary, timing: { serpMs: 60_000 } });
    throughSandbox(t);
  });
  afterAll(() => t.close());

  describe.each(VOCABULARIES)('takes what the dashboard sends in the %s vocabulary', (sent) => {
    it.each(AI_ENGINE_NAMES.map((e) => [e.product, e] as const))(
      '%s: create (every field the form sends), update and delete',
      async (_product, e) => {
        const base_name = nameIn(e.spec, sent);
        // the add form: region and language optional; a geo engine's region must be one of its country's
        const full = await createEngine(103, {
          base_name,
          country_code: 'US',
          region_name: e.geo ? 'Texas' : 'Austin area',
          lang_code: 'en',
        });
        expect(full).toMatchObject({ base_name, country_code: 'US', lang_code: 'en' });
        expect(full.region_settings === null).toBe(!e.geo);
        const bare = await createEngine(103, { base_name, country_code: 'GB' });
        expect(bare).toMatchObject({ base_name, region_name: null, lang_code: 'en' });
        // the edit form: a changed region or language, or null to clear them
        const moved = await updateEngine(103, full.id, {
          region_name: e.geo ? 'California' : 'Bay area',
          lang_code: 'es',
        });
        expect(moved).toMatchObject({ base_name, lang_code: 'es' });
        const cleared = await updateEngine(103, full.id, { region_name: null, lang_code: null });
        expect(cleared).toMatchObject({ base_name, region_name: null, lang_code: null });
        await deleteEngine(103, full.id);
        await deleteEngine(103, bare.id);
      },
    );

    it.each(SERP_DEVICES)('SERP tasks from a %s device, with and without a tag', async (device) => {
      for (const tag of [undefined, 'launch']) {
        const tasks = await createSerpTasks({
          query: ['hiking boots', 'trail shoes'],
          device,
          language_code: 'en',
          // the locations list hands out string ids
          location_id: '2840',
          tag,
          vocabulary: sent,
        });
        expect(tasks.map((x) => [x.query, x.is_completed])).toEqual([
          ['hiking boots', false],
          ['trail shoes', false],
        ]);
      }
    });
  });
});
