import { describe, expect, it } from 'vitest';
import { pageGroup, pageInfoText } from './pagination';

describe('pageInfoText', () => {
  it.each([
    [0, 10, 42, '1 - 10 of 42'],
    [4, 10, 42, '41 - 42 of 42'],
    [1, 5, 7, '6 - 7 of 7'],
    [0, 10, 3, '1 - 3 of 3'],
    [0, 10, 0, '0 - 0 of 0'],
  ])('page %i size %i count %i → %s', (pageIndex, pageSize, count, text) => {
    expect(pageInfoText(pageIndex, pageSize, count)).toBe(text);
  });
});

describe('pageGroup', () => {
  it('shows at most five buttons, in the group of the current page', () => {
    expect(pageGroup(0, 12)).toEqual({
      pages: [0, 1, 2, 3, 4],
      previousGroupStart: null,
      nextGroupStart: 5,
    });
    expect(pageGroup(6, 12)).toEqual({
      pages: [5, 6, 7, 8, 9],
      previousGroupStart: 0,
      nextGroupStart: 10,
    });
    expect(pageGroup(11, 12)).toEqual({
      pages: [10, 11],
      previousGroupStart: 5,
      nextGroupStart: null,
    });
  });

  it('handles few and no pages', () => {
    expect(pageGroup(0, 3).pages).toEqual([0, 1, 2]);
    expect(pageGroup(0, 0).pages).toEqual([]);
  });
});
