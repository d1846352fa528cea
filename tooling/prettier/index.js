/** Shared Prettier settings for every workspace. */
export default {
  singleQuote: true,
  printWidth: 100,
  trailingComma: 'all',
};
