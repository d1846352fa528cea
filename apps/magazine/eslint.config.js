import react from '@sitenet/eslint-config/react';

/** The shared rules, walls included (feature zones: tooling/eslint/walls.js). */
export default [{ ignores: ['public/**'] }, ...react];
