// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProfileChart } from './profile-chart.tsx';

const bars = () =>
  [...screen.getByTestId('profile-chart').children].map((row) => ({
    label: row.children[0]?.textContent,
    width: (row.children[1]?.firstElementChild as HTMLElement).style.width,
    value: row.children[2]?.textContent,
  }));

describe('ProfileChart', () => {
  afterEach(cleanup);

  it('draws each count as a bar on one scale, the largest the longest, with its value beside it', () => {
    render(
      <ProfileChart
        data={[
          { label: 'All backlinks', value: 1200 },
          { label: 'Nofollow', value: 300 },
          { label: 'From .gov', value: 0 },
        ]}
      />,
    );
    expect(bars()).toEqual([
      { label: 'All backlinks', width: '100%', value: '1,200' },
      { label: 'Nofollow', width: '25%', value: '300' },
      { label: 'From .gov', width: '0%', value: '0' },
    ]);
  });

  it('says so when the service gave no counts, instead of drawing empty bars', () => {
    render(<ProfileChart data={[]} />);
    expect(screen.getByText('The service gave no counts.')).toBeInTheDocument();
  });
});
