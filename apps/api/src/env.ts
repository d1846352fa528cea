import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';

/**
 * The only file that reads process.env. Defaults are resolved from this module's own location:
 * src/env.ts and the bundled dist/main.js both sit one level below apps/api, so the same relative
 * URLs work under tsx and from the build.
 */
const API_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The demo network as data files (content/demo: sites.json, authors.json, articles/*.json). */
export const DEMO_CONTENT_DIR = path.join(API_ROOT, 'content', 'demo');

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

/** An optional http(s) URL without its trailing slash; an empty value counts as unset. */
const optionalHttpUrl = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined)
  .refine((value) => value === undefined || (/^https?:\/\/[^/]/i.test(value) && URL.canParse(value)), {
    message: 'Must be an http(s) URL',
  })
  .transform((value) => value?.replace(/\/+$/, ''));

const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/** What MEDIA_STORAGE=s3 cannot start without (each one missing is named in the error). */
const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z
    .string()
    .min(1)
    .default(path.join(API_ROOT, '.data'))
    .transform((value) => path.resolve(value)),
  /** Uploaded images and their resized variants; default `<DATA_DIR>/media`. */
  MEDIA_DIR: z
    .string()
    .optional()
    .transform((value) => (value ? path.resolve(value) : undefined)),
  /**
   * Where uploads live: `local` (MEDIA_DIR, one machine) or `s3` (an S3-compatible object store
   * that several API hosts share; needs the S3_* variables).
   */
  MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optionalHttpUrl,
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /**
   * Where browsers load the images from (a CDN or a public bucket), e.g. `https://cdn.example.com/media`
   * gives `https://cdn.example.com/media/<hash>/<width>.<format>`. Unset: the API's own /media/... URLs.
   */
  MEDIA_PUBLIC_URL: optionalHttpUrl,
  /**
   * TEST ONLY: let the import of remote images on save (issue 16) fetch from loopback addresses
   * (127.0.0.0/8, ::1), where the tests' stand-in image hosts listen. Every other private,
   * link-local or reserved address stays refused. Never set it in production: it lets an editor
   * make the server fetch from services on its own machine.
   */
  MEDIA_IMPORT_ALLOW_LOOPBACK: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
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
  /**
   * Where people open the admin console: invitation and password-reset links are built on it
   * (`<ADMIN_PUBLIC_URL>/invite/<token>`). Unset: `https://<first ADMIN_HOSTS>` in production,
   * else `http://<first ADMIN_HOSTS>:<PORT>`.
   */
  ADMIN_PUBLIC_URL: optionalHttpUrl,
  CORS_ORIGINS: commaList('http://admin.localhost:3000,http://admin.localhost:5173'),
  TOKEN_IDLE_MINUTES: z.coerce.number().positive().default(120),
  TOKEN_ABSOLUTE_HOURS: z.coerce.number().positive().default(24),
  /** Which peers may set X-Forwarded-*; 'loopback' trusts a reverse proxy on this machine only. */
  TRUST_PROXY: z.string().default('loopback'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Where `pnpm ...` was typed (pnpm runs scripts in the package folder): the CLIs resolve paths from here. */
  INIT_CWD: z
    .string()
    .optional()
    .transform((value) => value || process.cwd()),
  /**
   * Seed the demo network (four sites, articles, and the demo accounts whose passwords the README
   * prints) into an empty database. Off unless asked: `--demo` on the start command does the same.
   */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  /** Raw analytics events are kept this many days; the daily rollups the dashboards read stay. */
  ANALYTICS_RAW_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Page-view beacons accepted per client address and minute (a person makes a few; benchmarks raise it). */
  EVENTS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /**
   * Counted events wait in memory at most this long (ms) before they are written in a batch: how
   * far dashboards lag behind and what a crash may lose. Busier beacons write a batch of 5,000
   * sooner.
   */
  EVENTS_FLUSH_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  /** The demo seed adds 90 days of synthetic traffic (marked as such) unless this is `off`. */
  DEMO_TRAFFIC: z.enum(['on', 'off']).default('on'),
  /**
   * URLs per sitemap file: a language with more pages is split into several files, all listed in
   * /sitemap.xml. 50,000 is the sitemap protocol's limit (and the default).
   */
  SITEMAP_URLS_PER_FILE: z.coerce.number().int().min(1).max(50_000).default(50_000),
  /**
   * Where mail goes (invitations, password resets, newsletters): an SMTP URL such as
   * `smtp://user:pass@mail.example.com:587` or `smtps://...:465`. Unset: nothing is mailed and
   * the console shows invitation and reset links once to the person who made them.
   */
  SMTP_URL: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || /^smtps?:\/\//.test(value), 'must start with smtp:// or smtps://'),
  /** Newsletter messages handed to SMTP per second at most (one server's sending limit; tests raise it). */
  NEWSLETTER_RATE_PER_SECOND: z.coerce.number().positive().max(10_000).default(10),
  /** Deliveries one worker claims per transaction. */
  NEWSLETTER_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(50),
  /**
   * A claimed delivery ('sending') left this long by a worker that died is handed out again: the
   * only case where a copy may go twice (accepted by SMTP, crash before it was marked sent); the
   * same Message-ID then lets the receiving server drop the second copy.
   */
  NEWSLETTER_CLAIM_LEASE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /** The sender of every message. */
  MAIL_FROM: z.string().min(3).default('TipsHub <no-reply@localhost>'),
  /**
   * How readers reach the sites: canonical, og:url, hreflang, sitemap, feed and robots URLs are
   * `PUBLIC_SCHEME://<site domain>[:PUBLIC_PORT]`, never the request's Host (a crawler that came in
   * through an address or another name must still see the site's own URLs). Defaults below.
   */
  PUBLIC_SCHEME: z.enum(['http', 'https']).optional(),
  /** A port number, or `none` (or empty) for the scheme's own port. */
  PUBLIC_PORT: z
    .union([z.literal(''), z.literal('none'), z.coerce.number().int().min(1).max(65_535)])
    .optional(),
  /** Benchmarks only, never in production: top the `localhost` site up to this many posts at start. */
  SYNTHETIC_POSTS: z.coerce.number().int().min(0).default(0),
});

/** The object store of MEDIA_STORAGE=s3, complete (the schema refuses anything less). */
export interface S3MediaConfig {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const s3Complete = (env: z.infer<typeof envSchema>, issues: z.RefinementCtx) => {
  if (env.MEDIA_STORAGE !== 's3') return;
  for (const name of S3_REQUIRED) {
    if (!env[name]) issues.addIssue({ code: 'custom', path: [name], message: 'Required when MEDIA_STORAGE=s3' });
  }
};

/** MEDIA_STORAGE=s3's store, null for the local folder. */
function s3ConfigOf(env: z.infer<typeof envSchema>): S3MediaConfig | null {
  const { S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (env.MEDIA_STORAGE !== 's3' || !S3_ENDPOINT || !S3_BUCKET || !S3_REGION || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return null;
  return { endpoint: S3_ENDPOINT, bucket: S3_BUCKET, region: S3_REGION, accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY };
}

/** Links in invitation and reset mails point here (see ADMIN_PUBLIC_URL above). */
function adminPublicUrl(env: z.infer<typeof envSchema>, issues: z.RefinementCtx): void {
  if (env.ADMIN_PUBLIC_URL || env.ADMIN_HOSTS.length > 0) return;
  issues.addIssue({ code: 'custom', path: ['ADMIN_PUBLIC_URL'], message: 'Required when ADMIN_HOSTS is empty' });
}

function adminPublicUrlOf(env: z.infer<typeof envSchema>): string {
  if (env.ADMIN_PUBLIC_URL) return env.ADMIN_PUBLIC_URL;
  const host = env.ADMIN_HOSTS[0]!;
  if (env.NODE_ENV === 'production') return `https://${host}`;
  return `http://${host}${env.PORT > 0 ? `:${env.PORT}` : ''}`;
}

/** `none`/empty: the scheme's own port; unset: none in production, else the listening port (0: none). */
function publicPort(env: z.infer<typeof envSchema>): number | null {
  if (typeof env.PUBLIC_PORT === 'number') return env.PUBLIC_PORT;
  if (env.PUBLIC_PORT !== undefined) return null;
  if (env.NODE_ENV === 'production') return null;
  return env.PORT > 0 ? env.PORT : null;
}

const withDefaults = envSchema.superRefine(s3Complete).superRefine(adminPublicUrl).transform((env) => ({
  ...env,
  ADMIN_PUBLIC_URL: adminPublicUrlOf(env),
  MEDIA_DIR: env.MEDIA_DIR ?? path.join(env.DATA_DIR, 'media'),
  /** Set exactly when MEDIA_STORAGE=s3 (the refinement above refuses it incomplete). */
  MEDIA_S3: s3ConfigOf(env),
  /** Production is served over https on its standard port; a local start keeps http and its own port. */
  PUBLIC_SCHEME: env.PUBLIC_SCHEME ?? (env.NODE_ENV === 'production' ? 'https' : 'http'),
  PUBLIC_PORT: publicPort(env),
  /** Vite's manifest of the web build: which files a server-rendered page loads. */
  WEB_MANIFEST: path.join(env.WEB_ROOT, '.vite', 'manifest.json'),
}));

export type Env = z.infer<typeof withDefaults>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = withDefaults.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}

export function readEnv(): Env {
  return parseEnv(process.env);
}
