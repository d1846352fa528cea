import { describe, expect, it } from 'vitest';
import { BoundedMap } from './bounded-map';

describe('BoundedMap', () => {
  it('never holds more than its size, and forgets the keys not used for longest', () => {
    const map = new BoundedMap<number>(4);
    for (let i = 0; i < 4; i += 1) map.set(`k${i}`, i);
    expect(map.get('k0')).toBe(0); // used: it stays
    for (let i = 4; i < 6; i += 1) map.set(`k${i}`, i);
    expect(map.size).toBeLessThanOrEqual(4);
    expect(map.get('k0')).toBe(0);
    expect(map.has('k1')).toBe(false);
    expect(map.get('k5')).toBe(5);
  });

  it('keeps null values, replaces and deletes', () => {
    const map = new BoundedMap<string | null>(10);
    map.set('a', null);
    map.set('b', 'y');
    expect(map.has('a')).toBe(true);
    expect(map.get('a')).toBeNull();
    expect(map.has('b')).toBe(true);
    map.set('a', 'x');
    expect(map.get('a')).toBe('x');
    map.delete('a');
    expect(map.has('a')).toBe(false);
    expect(map.size).toBe(1);
  });

});
