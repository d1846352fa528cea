import { describe, expect, it } from 'vitest';
import { plainTextOf } from './plain-text';

describe('plainTextOf', () => {
  it('keeps paragraphs and list items on their own lines and shows link targets', () => {
    expect(plainTextOf('<p>Hola <a href="https://s.test/a">lee</a></p><ul><li>uno</li><li>dos</li></ul>')).toBe(
      'Hola lee (https://s.test/a)\n\n- uno\n- dos',
    );
  });
});
