// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { breakPoints, HostName } from './host-name.tsx';

afterEach(cleanup);

// A long domain breaks only at its dots, never mid-word
describe('HostName', () => {
  it('may break after dots and slashes only', () => {
    expect(breakPoints('northwind-outdoor.com')).toEqual(['northwind-outdoor.', 'com']);
    expect(breakPoints('https://www.example.com/a?b=1')).toEqual([
      'https:/',
      '/',
      'www.',
      'example.',
      'com/',
      'a?',
      'b=',
      '1',
    ]);
  });

  it('shows the whole name, with a break opportunity after each dot and no word breaking', () => {
    const { container } = render(<HostName value="blog.bloom-botanics.co.uk" />);
    const span = container.firstElementChild as HTMLElement;
    expect(span).toHaveTextContent('blog.bloom-botanics.co.uk');
    expect(span.querySelectorAll('wbr')).toHaveLength(3);
    // no break inside a piece, not even after the hyphen of "bloom-botanics"
    expect([...span.querySelectorAll('.whitespace-nowrap')].map((p) => p.textContent)).toEqual([
      'blog.',
      'bloom-botanics.',
      'co.',
      'uk',
    ]);
  });
});
