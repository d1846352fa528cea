import { describe, expect, it } from 'vitest';
import { readQueueFilters, writeQueueFilters } from './queue-filters';

describe('queue filters in the URL', () => {
  it('reads state, language and page, and writes them back', () => {
    const filters = readQueueFilters(new URLSearchParams('state=submitted&lang=es&page=3'));
    expect(filters).toEqual({ state: 'submitted', lang: 'es', page: 3 });
    expect(writeQueueFilters(filters).toString()).toBe('state=submitted&lang=es&page=3');
  });

  it('reads unknown values as no filter and page 1', () => {
    expect(readQueueFilters(new URLSearchParams('state=done&lang=<x>&page=abc'))).toEqual({ page: 1 });
    expect(writeQueueFilters({ page: 1 }).toString()).toBe('');
  });
});
