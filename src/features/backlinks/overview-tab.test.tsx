// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../lib/format.ts';
import { OverviewTab } from './overview-tab.tsx';
import { sampleOverview } from './test-overview.ts';

afterEach(cleanup);

describe('OverviewTab', () => {
  // an audit of the same domain counts its backlinks from the crawl, on another day: the tab says which is which
  it('says its totals come from the backlink index, and on which day it was read', () => {
    render(<OverviewTab overview={sampleOverview()} readAt={Date.now()} />);
    expect(screen.getByText('Backlinks', { selector: 'dt' }).nextElementSibling).toHaveTextContent('12,840');
    expect(screen.getByText(`From the backlink index, read ${formatDate('2026-11-18')}`)).toBeVisible();
  });
});
