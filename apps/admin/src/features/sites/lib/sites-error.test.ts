import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@sitenet/api-client';
import { sitesErrorMessage } from './sites-error';

describe('sitesErrorMessage', () => {
  it('non-ok answer', () =>
    expect(sitesErrorMessage(new ApiError(500, 'x'))).toBe('Failed to fetch sites'));
  it('network failure', () => expect(sitesErrorMessage(new NetworkError())).toBe('Network error'));
});
