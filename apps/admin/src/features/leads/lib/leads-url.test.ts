import { describe, expect, it } from 'vitest';
import { readLeadsUrlState, writeLeadsUrlState } from './leads-url';

describe('leads URL state', () => {
  it('reads the menu link ?status=new', () => {
    expect(readLeadsUrlState(new URLSearchParams('status=new'))).toEqual({
      view: 'leads',
      status: 'new',
      q: '',
      lead: undefined,
    });
  });

  it('ignores an unknown status or lead id instead of failing', () => {
    const state = readLeadsUrlState(new URLSearchParams('status=archived&lead=abc&view=other'));
    expect(state).toEqual({ view: 'leads', status: undefined, q: '', lead: undefined });
  });

  it('writes only what differs from the defaults and round-trips', () => {
    const state = { view: 'newsletter' as const, status: 'won' as const, q: 'ana', lead: 7 };
    const params = writeLeadsUrlState(state);
    expect(params.toString()).toBe('view=newsletter&status=won&q=ana&lead=7');
    expect(readLeadsUrlState(params)).toEqual(state);
    expect(writeLeadsUrlState({ view: 'leads', status: undefined, q: '', lead: undefined }).toString()).toBe('');
  });
});
