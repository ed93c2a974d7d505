import { afterAll, beforeAll } from 'vitest';
import { startTestSandbox, type TestSandbox } from './testing.ts';

/**
 * A test sandbox for the tests of the `describe` block (or file) that calls this: started before its first test and
 * closed after its last. The object stands for the running sandbox, so a test file holds it as a constant.
 */
export function useTestSandbox(opts: Parameters<typeof startTestSandbox>[0] = {}): TestSandbox {
  let running: TestSandbox | undefined;
  beforeAll(async () => {
    running = await startTestSandbox(opts);
  });
  afterAll(() => running?.close());
  const started = (): TestSandbox => {
    if (!running) throw new Error('The test sandbox starts before the first test: use it inside one.');
    return running;
  };
  return {
    get sandbox() {
      return started().sandbox;
    },
    get clock() {
      return started().clock;
    },
    call: (...args) => started().call(...args),
    close: () => started().close(),
  };
}
