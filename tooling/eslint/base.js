import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import walls from './walls.js';

/** Strict TypeScript rules and the repository's walls (walls.js), shared by every workspace. */
export default tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', 'coverage/**', '.turbo/**', '**/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='only']", message: 'No .only in tests.' },
      ],
    },
  },
  ...walls,
);
