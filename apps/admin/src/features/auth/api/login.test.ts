import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@sitenet/api-client';
import { loginErrorMessage } from './login';

describe('loginErrorMessage', () => {
  it("shows the server's message", () => {
    const error = new ApiError(401, 'Invalid credentials', { message: 'Invalid credentials' });
    expect(loginErrorMessage(error)).toBe('Invalid credentials');
  });

  it("falls back to 'Login failed' when the server gives no message", () => {
    expect(loginErrorMessage(new ApiError(500, 'Request failed with status 500'))).toBe(
      'Login failed',
    );
  });

  it('names a network failure', () => {
    expect(loginErrorMessage(new NetworkError(new TypeError('Failed to fetch')))).toBe(
      'Network error. Please try again.',
    );
  });
});
