import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';

/**
 * The only file that reads process.env. Defaults are resolved from this module's own location:
 * src/env.ts and the bundled dist/main.js both sit one level below apps/api, so the same relative
 * URLs work under tsx and from the build.
 */
const API_ROOT = fileURLToPath(new URL('..', import.meta.url));

const commaList = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    );

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z
    .string()
    .min(1)
    .default(path.join(API_ROOT, '.data'))
    .transform((value) => path.resolve(value)),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined)),
  PUBLIC_CACHE: z.enum(['on', 'off']).default('on'),
  WEB_ROOT: z
    .string()
    .min(1)
    .default(path.join(API_ROOT, '..', 'shell', 'dist'))
    .transform((value) => path.resolve(value)),
  /** The magazine's server build (apps/magazine `vite build --ssr`); without it pages render in the browser. */
  MAGAZINE_SSR_ENTRY: z
    .string()
    .min(1)
    .default(path.join(API_ROOT, '..', 'magazine', 'dist-server', 'entry-server.js'))
    .transform((value) => path.resolve(value)),
  ADMIN_HOSTS: commaList('admin.localhost'),
  CORS_ORIGINS: commaList('http://admin.localhost:3000,http://admin.localhost:5173'),
  TOKEN_IDLE_MINUTES: z.coerce.number().positive().default(120),
  TOKEN_ABSOLUTE_HOURS: z.coerce.number().positive().default(24),
  /** Which peers may set X-Forwarded-*; 'loopback' trusts a reverse proxy on this machine only. */
  TRUST_PROXY: z.string().default('loopback'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Benchmarks only, never in production: top the `localhost` site up to this many posts at start. */
  SYNTHETIC_POSTS: z.coerce.number().int().min(0).default(0),
});

export type Env = z.infer<typeof envSchema> & {
  /** Vite's manifest of the web build: which files a server-rendered page loads. */
  WEB_MANIFEST: string;
};

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return { ...result.data, WEB_MANIFEST: path.join(result.data.WEB_ROOT, '.vite', 'manifest.json') };
}

export function readEnv(): Env {
  return parseEnv(process.env);
}
