import { describe, expect, it } from 'vitest';
import { DAY_MS, dayOf } from './days';

describe('dayOf', () => {
  it('gives the UTC day of a time, on both sides of midnight and before 1970', () => {
    const midnight = Date.parse('2026-11-29T00:00:00Z');
    expect(dayOf(midnight - 1)).toBe('2026-11-28');
    expect(dayOf(midnight)).toBe('2026-11-29');
    expect(dayOf(midnight + DAY_MS - 1)).toBe('2026-11-29');
    expect(dayOf(Date.parse('1969-12-31T23:59:59Z'))).toBe('1969-12-31');
  });

  it('answers each day right when calls alternate between days (the kept answer is per day)', () => {
    const today = Date.parse('2026-11-29T12:00:00Z');
    for (let i = 0; i < 3; i += 1) {
      expect(dayOf(today)).toBe('2026-11-29');
      expect(dayOf(today - 30 * DAY_MS)).toBe('2026-10-30');
    }
  });
});
