import { describe, expect, it } from 'vitest';
import { hostParts } from './host-breaks.ts';

describe('hostParts', () => {
  it('starts a piece at each dot of a host name', () => {
    expect(hostParts('www.northwind-outdoor.com')).toEqual(['www', '.northwind-outdoor', '.com']);
  });

  it('leaves text without inner dots whole, and a leading, trailing or doubled dot where it is', () => {
    expect(hostParts('localhost')).toEqual(['localhost']);
    expect(hostParts('.hidden')).toEqual(['.hidden']);
    expect(hostParts('example.com.')).toEqual(['example', '.com.']);
    expect(hostParts('a..b')).toEqual(['a..b']);
  });

  it('breaks a breadcrumb’s host and keeps its words', () => {
    expect(hostParts('www.peakpicks.io › articles › hiking-boots')).toEqual([
      'www',
      '.peakpicks',
      '.io › articles › hiking-boots',
    ]);
  });
});
