import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Server-rendering tests run in the node environment, without a browser's storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
