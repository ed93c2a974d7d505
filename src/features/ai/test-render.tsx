import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderInRouter, testQueryClient } from '../../components/testing/render-routes.tsx';

/** A piece of the AI area in a router (for its links) and a fresh client, after `seed` fills the client. */
export function renderAi(ui: ReactNode, seed?: (qc: QueryClient) => void) {
  const qc = testQueryClient();
  seed?.(qc);
  return renderInRouter(ui, qc);
}
