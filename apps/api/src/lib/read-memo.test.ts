import { describe, expect, it } from 'vitest';
import { ReadMemo } from './read-memo';

describe('ReadMemo', () => {
  it('shares one load between concurrent misses and serves it until cleared', async () => {
    const memo = new ReadMemo<number>(60_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([memo.get('a', load), memo.get('a', load)])).toEqual([1, 1]);
    expect(await memo.get('a', load)).toBe(1);
    memo.clear();
    expect(await memo.get('a', load)).toBe(2);
  });

  it('does not keep a read that was in flight when a write cleared it', async () => {
    const memo = new ReadMemo<string>(60_000);
    let release!: (value: string) => void;
    const before = memo.get('k', () => new Promise((resolve) => (release = resolve)));
    memo.clear();
    release('pre-write');
    expect(await before).toBe('pre-write');
    expect(await memo.get('k', async () => 'post-write')).toBe('post-write');
  });

  it('forgets failures and entries older than the maximum age', async () => {
    const memo = new ReadMemo<string>(20);
    await expect(memo.get('x', () => Promise.reject(new Error('403')))).rejects.toThrow('403');
    expect(await memo.get('x', async () => 'ok')).toBe('ok');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await memo.get('x', async () => 'fresh')).toBe('fresh');
  });
});
