// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { auditsQueries } from '../../../api/audits.ts';
import { renderInRouter, testQueryClient } from '../../../components/testing/render-routes.tsx';
import { CrawledPageIssuesView } from './crawled-page-issues-view.tsx';

afterEach(cleanup);

it("a page's issue shows its snippet as a table: the keys as columns, sizes in their unit, no value as a dash", async () => {
  const qc = testQueryClient();
  const page = { url_id: 7 };
  qc.setQueryData(auditsQueries.pageIssues(5101, page).queryKey, {
    url: 'https://northwind-outdoor.com/boots',
    page_data: null,
    issues: [
      {
        code: 'images_too_big',
        type: 'warning',
        group: 'images',
        snippet: {
          type: 'images',
          value: [
            { url: 'https://northwind-outdoor.com/img/boot.jpg', status: 200, size: 2048000 },
            { url: 'https://northwind-outdoor.com/img/sole.jpg', status: null, size: '' },
          ],
        },
      },
    ],
  } as never);
  renderInRouter(<CrawledPageIssuesView auditId={5101} page={page} checks={new Map()} />, qc);
  const table = await screen.findByRole('table', { name: 'Snippet (images)' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['url', 'status', 'size']);
  const [first, second] = within(table).getAllByRole('row').slice(1);
  expect(first).toHaveTextContent('/img/boot.jpg');
  expect(within(first!).getAllByRole('cell')[2]).not.toHaveTextContent('2048000');
  expect(within(second!).getAllByRole('cell')[1]).toHaveTextContent('—');
  expect(within(second!).getAllByRole('cell')[2]).toHaveTextContent('—');
});
