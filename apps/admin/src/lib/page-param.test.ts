import { describe, expect, it } from 'vitest';
import { readPageParam } from './page-param';

describe('readPageParam', () => {
  it('reads the page from the URL, page 1 for anything but a positive whole number', () => {
    expect(readPageParam(new URLSearchParams('page=3'))).toBe(3);
    expect(readPageParam(new URLSearchParams())).toBe(1);
    for (const bad of ['0', '-2', '2.5', 'abc', '3x', '', '99999999999999999999'])
      expect(readPageParam(new URLSearchParams({ page: bad })), bad).toBe(1);
  });
});
