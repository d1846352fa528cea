import { STRING_STATES, type StringState } from '@sitenet/api-client';

export interface StringsFilters {
  q?: string;
  state?: StringState;
}

/** `?q=` and `?state=` (an unknown state reads as none). */
export function readStringsFilters(params: URLSearchParams): StringsFilters {
  const q = params.get('q')?.trim() || undefined;
  const state = params.get('state');
  return { q, state: STRING_STATES.includes(state as StringState) ? (state as StringState) : undefined };
}

export function writeStringsFilters(filters: StringsFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.state) params.set('state', filters.state);
  return params;
}
