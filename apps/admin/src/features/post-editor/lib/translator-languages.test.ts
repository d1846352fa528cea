import { describe, expect, it } from 'vitest';
import type { Grants } from '@sitenet/api-client';
import { translatorLanguages } from './translator-languages';

const member = (role: 'translator' | 'editor' | 'contributor', languages: string[] = []): Grants => ({
  role: 'member',
  memberships: new Map([[7, { role, languages }]]),
});

describe('translatorLanguages', () => {
  it('limits a translator to the languages of their membership on that site', () => {
    expect(translatorLanguages(member('translator', ['es']), 7)).toEqual(['es']);
  });

  it('leaves everyone who writes posts (and unknown grants) every language', () => {
    expect(translatorLanguages(member('editor'), 7)).toBeNull();
    expect(translatorLanguages(member('contributor'), 7)).toBeNull();
    expect(translatorLanguages({ role: 'administrator', memberships: new Map() }, 7)).toBeNull();
    expect(translatorLanguages(null, 7)).toBeNull();
  });
});
