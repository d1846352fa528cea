import base from '@sitenet/eslint-config/base';

export default [
  ...base,
  // The whole workspace is test code that the runner configures through its environment
  // (E2E_PORT, CHROMIUM_PATH, CI, BENCH_*): the env.ts-only wall is for the apps.
  { files: ['**/*.{js,mjs,ts}'], rules: { 'sitenet/env-only-in-env-file': 'off' } },
];
