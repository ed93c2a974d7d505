// @vitest-environment jsdom
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { detailFrameHtml, type DetailHeadingId } from '../../lib/page-headings.ts';
import { DetailPending } from './detail-header.tsx';

/** The static frame the server writes (e2e/early-reads-contract.test.ts: for which address), as a browser builds it. */
function frameOf(kind: DetailHeadingId, id: string, backTo = ''): Element {
  const host = document.createElement('main');
  host.innerHTML = detailFrameHtml(kind, id, backTo);
  const first = host.firstElementChild;
  if (!first) throw new Error(`no frame heading for ${kind}`);
  return first;
}

async function pendingView(view: ReactNode): Promise<Element> {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => view }),
    history: createMemoryHistory(),
  });
  const { container } = render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1 });
  const header = container.querySelector('div > div.mb-6');
  if (!header) throw new Error('no detail header drawn');
  return header;
}

describe("a detail page's pending view", () => {
  afterEach(cleanup);

  // the frame is painted before any script; React's first view must draw the very same boxes, or the
  // phone's first view flashes or moves when React takes over
  it.each([
    ['audit', frameOf('audit', '5101'), <DetailPending kind="audit" id={5101} />],
    ['backlinkReport', frameOf('backlinkReport', '7'), <DetailPending kind="backlinkReport" id="7" />],
    ['serpTask', frameOf('serpTask', '480001'), <DetailPending kind="serpTask" id={480001} />],
    ['engine', frameOf('engine', '301', '101'), <DetailPending kind="engine" id={301} backTo={101} />],
    ['siteReport', frameOf('siteReport', '101'), <DetailPending kind="siteReport" id={101} />],
  ])('%s: draws what the static frame has, element for element', async (_, frame, view) => {
    const drawn = await pendingView(view);
    expect(drawn.outerHTML).toBe(frame.outerHTML);
  });
});
