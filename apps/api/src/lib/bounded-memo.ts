import { BoundedMap } from './bounded-map';

/**
 * A small map of computed answers with a hard size (bounded-map.ts: what is not used goes first).
 * For pure functions of a string that every beacon asks again with the same few inputs (a user
 * agent's bot verdict and device, a referrer's host, a proxy-trust verdict, a visitor's hash under
 * the day's salt): the answer is the function's own.
 */
export class BoundedMemo<V extends NonNullable<unknown> | null> {
  private readonly entries: BoundedMap<V>;

  constructor(
    private readonly compute: (key: string) => V,
    maxEntries = 2000,
  ) {
    this.entries = new BoundedMap(maxEntries);
  }

  /** The answer if it is kept, without computing or keeping it. */
  peek(key: string): V | undefined {
    return this.entries.get(key);
  }

  get(key: string): V {
    const known = this.entries.get(key);
    if (known !== undefined) return known;
    const value = this.compute(key);
    this.entries.set(key, value);
    return value;
  }
}
