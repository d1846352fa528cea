import { defineConfig } from 'drizzle-kit';

/** `pnpm db:generate` writes SQL migrations from src/db/schema.ts; the server applies them at start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
