/**
 * The vocabulary pass (e2e/run.mjs, E2E_VOCABULARY=service) runs the AI and SERP walks again on a sandbox started
 * with SANDBOX_VOCABULARY=service: seeded engines carry the service's own names, and the dashboard must send
 * them. Elsewhere the sandbox speaks the spec's labels. The pass runs the tests whose title ends in `@vocabulary`
 * (playwright.config.ts greps for it).
 */
export const VOCABULARY: 'spec' | 'service' = process.env.E2E_VOCABULARY === 'service' ? 'service' : 'spec';

/** The name the walk expects on the wire in this pass. */
export const wire = (spec: string, service: string): string => (VOCABULARY === 'service' ? service : spec);
