import { describe, expect, it } from 'vitest';
import { slugHint } from './language-pane';

describe('the slug hint names the URL readers reach', () => {
  it('English has no prefix (/en/... only redirects there)', () => {
    expect(slugHint('en')).toBe('The address: /<slug>. Follows the title until you edit it.');
  });
  it('every other language keeps its prefix', () => {
    expect(slugHint('es')).toBe('The address: /es/<slug>. Follows the title until you edit it.');
  });
});
