/**
 * Demo seed only: these accounts exist so the console can be tried locally. A real deployment
 * starts from its own admin accounts, never from these.
 */
export const DEMO_ACCOUNTS = {
  admin: { name: 'Demo Admin', email: 'admin@demo.test', password: 'demo-admin-2026' },
  editor: { name: 'Demo Editor', email: 'editor@demo.test', password: 'demo-editor-2026' },
} as const;
