import { ApiError, NetworkError } from '@sitenet/api-client';
import { describe, expect, it } from 'vitest';
import { formFailure } from './form-error';

describe('formFailure', () => {
  it('tells a rate limit, a lost connection and any other failure apart', () => {
    expect(formFailure(new ApiError(429, 'Too many'))).toBe('tooMany');
    expect(formFailure(new NetworkError())).toBe('offline');
    expect(formFailure(new ApiError(400, 'Bad'))).toBe('failed');
    expect(formFailure(new ApiError(503, 'Down'))).toBe('failed');
    expect(formFailure(new Error('?'))).toBe('failed');
  });
});
