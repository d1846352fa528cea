import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NETWORK_ROLES, SITE_ROLES } from '@sitenet/api-client/permissions';
import { z } from 'zod';
import { DEMO_CONTENT_DIR } from '../../env';

/**
 * Demo seed only: one account per role, so the console can be tried as each. The accounts are data
 * (content/demo/accounts.json); the keys below are what the seed, the start banner and the tests
 * name them by. A real deployment starts from its own accounts (admin:create), never from these.
 */
export const DEMO_ACCOUNT_KEYS = ['owner', 'admin', 'manager', 'editor', 'author', 'contributor', 'translator'] as const;
export type DemoAccountKey = (typeof DEMO_ACCOUNT_KEYS)[number];

const demoAccountSchema = z.strictObject({
  key: z.enum(DEMO_ACCOUNT_KEYS),
  name: z.string().min(1),
  email: z.email(),
  password: z.string().min(12),
  role: z.enum(NETWORK_ROLES),
  /** Site by domain (sites.json), role there, and a translator's language codes. */
  memberships: z.array(z.strictObject({ site: z.string(), role: z.enum(SITE_ROLES), languages: z.array(z.string()) })),
});
export type DemoAccount = z.infer<typeof demoAccountSchema>;

const accountsSchema = z
  .array(demoAccountSchema)
  .refine((list) => DEMO_ACCOUNT_KEYS.every((key) => list.filter((a) => a.key === key).length === 1), 'one account per key')
  .refine((list) => list.filter((a) => a.role === 'owner').length === 1, 'exactly one owner');

let loaded: DemoAccount[] | undefined;

/** The demo accounts in file order (the seed inserts them so). Read once, on first use. */
export function demoAccountList(dir: string = DEMO_CONTENT_DIR): DemoAccount[] {
  if (dir === DEMO_CONTENT_DIR) return (loaded ??= readAccounts(dir));
  return readAccounts(dir);
}

function readAccounts(dir: string): DemoAccount[] {
  return accountsSchema.parse(JSON.parse(readFileSync(path.join(dir, 'accounts.json'), 'utf8')));
}

/** The demo accounts by key. */
export function demoAccounts(): Record<DemoAccountKey, DemoAccount> {
  return Object.fromEntries(demoAccountList().map((account) => [account.key, account])) as Record<DemoAccountKey, DemoAccount>;
}
