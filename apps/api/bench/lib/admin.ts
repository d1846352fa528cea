/** The benchmarks' admin: the demo admin (every site), signed in over HTTP like the console. */
import type { LoginResponse } from '../../src/contract';
import { demoAccounts } from '../../src/db/seed/demo-accounts';

const DEMO_ACCOUNTS = demoAccounts();

/** Signs in at `base` and returns the bearer header of the session. */
export async function signInAsDemoAdmin(base: string): Promise<{ authorization: string }> {
  const signIn = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password }),
  });
  if (!signIn.ok) throw new Error(`login answered ${signIn.status}`);
  return { authorization: `Bearer ${((await signIn.json()) as LoginResponse).token}` };
}
