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
  ADMIN_HOSTS: commaList('admin.localhost'),
  CORS_ORIGINS: commaList('http://admin.localhost:3000,http://admin.localhost:5173'),
  TOKEN_IDLE_MINUTES: z.coerce.number().positive().default(120),
  TOKEN_ABSOLUTE_HOURS: z.coerce.number().positive().default(24),
  /** Which peers may set X-Forwarded-*; 'loopback' trusts a reverse proxy on this machine only. */
  TRUST_PROXY: z.string().default('loopback'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Raw analytics events are kept this many days; the daily rollups the dashboards read stay. */
  ANALYTICS_RAW_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Page-view beacons accepted per client address and minute (a person makes a few; benchmarks raise it). */
  EVENTS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** The demo seed adds 90 days of synthetic traffic (marked as such) unless this is `off`. */
  DEMO_TRAFFIC: z.enum(['on', 'off']).default('on'),
  /** Benchmarks only, never in production: top the `localhost` site up to this many posts at start. */
  SYNTHETIC_POSTS: z.coerce.number().int().min(0).default(0),
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}

export function readEnv(): Env {
  return parseEnv(process.env);
}
