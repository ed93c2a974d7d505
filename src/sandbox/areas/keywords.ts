import type { SandboxArea } from '../area.ts';
import { longtailHandler, questionsHandler, relatedHandler, similarHandler } from './keywords/discover.ts';
import { exportHandler } from './keywords/export.ts';

/**
 * Keyword research. Nothing is stored: metrics and candidate pools are pure functions of (keyword, source)
 * and the clock's month, so every keyword in every regional database answers, the same on every machine.
 */
export const keywordsArea: SandboxArea = {
  name: 'keywords',
  migrate() {},
  seed() {},
  routes(router) {
    router.add('data', 'POST', '/v1/keywords/export', exportHandler);
    router.add('data', 'GET', '/v1/keywords/similar', similarHandler);
    router.add('data', 'GET', '/v1/keywords/related', relatedHandler);
    router.add('data', 'GET', '/v1/keywords/questions', questionsHandler);
    router.add('data', 'GET', '/v1/keywords/longtail', longtailHandler);
  },
};
