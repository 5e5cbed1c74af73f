/**
 * One account per role, for trying the product: the BFF creates them outside production (and
 * prints them at start), the mocked BFF of `pnpm dev:mock` knows them too, and the README lists
 * them. Never real people, never real passwords.
 */
export const demoAccounts = [
  {
    email: 'admin@agentia.example',
    password: 'Admin-demo-2026',
    fullName: 'Alex Martin',
    role: 'Admin',
    accountType: 'enterprise',
  },
  {
    email: 'pro@agentia.example',
    password: 'Pro-demo-2026',
    fullName: 'Camille Durand',
    role: 'Pro',
    accountType: 'professional',
  },
  {
    email: 'free@agentia.example',
    password: 'Free-demo-2026',
    fullName: 'Sam Lee',
    role: 'Free',
    accountType: 'professional',
  },
] as const;

export type DemoAccount = (typeof demoAccounts)[number];
