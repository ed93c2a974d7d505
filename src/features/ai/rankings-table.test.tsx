// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import type { RankingItem } from '../../api/ai-schemas.ts';
import { RankingsTable } from './rankings-table.tsx';

afterEach(cleanup);

const item = (keyword_id: number, keyword: string): RankingItem => ({
  keyword_id,
  keyword,
  search_volume: null,
  search_intent: null,
  positions: [],
});

function Page() {
  const [openId, setOpenId] = useState<number>();
  return (
    <RankingsTable
      items={[item(1, 'best hiking boots'), item(2, 'waterproof tents')]}
      openId={openId}
      onOpen={setOpenId}
    />
  );
}

it('opening a chart marks its button pressed and leaves the focus on it (the cells are not drawn anew)', async () => {
  render(<Page />);
  const button = screen.getByRole('button', { name: 'Open chart for waterproof tents' });
  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-pressed', 'true');
  expect(button).toBeInTheDocument();
  expect(button).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Open chart for best hiking boots' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});
