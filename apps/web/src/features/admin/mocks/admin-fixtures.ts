import type { AdminInquiry, AuditAction, Client, Role, SessionUser } from '@app/contracts';
import { mockAdmin, mockUser } from '@/mocks/demo-accounts';

/**
 * The admin area's made-up platform (`pnpm dev:mock` and the component tests): thirty accounts,
 * so the users' list has a second page, a few inquiries and clients, and a log long enough to page.
 * Dates are counted back from the moment the mock is reset, so the sign-up chart has something.
 */

const DAY_MS = 86_400_000;

export interface MockMember {
  user: SessionUser;
  /** Days before the reset the account was made. */
  daysAgo: number;
  disabled: boolean;
}

const member = (
  n: number,
  fullName: string | null,
  email: string,
  role: Role,
  daysAgo: number,
  { disabled = false, id }: { disabled?: boolean; id?: string } = {},
): MockMember => ({
  user: {
    id: id ?? `3c1d5e7f-2a4b-4c6d-8e0f-1a2b3c4d5e${String(n).padStart(2, '0')}`,
    email,
    role,
    fullName,
    avatarUrl: null,
    accountType: role === 'Free' ? null : 'professional',
  },
  daysAgo,
  disabled,
});

/** The authors of the catalogue's seeded comments (catalogue/mocks/catalogue-fixtures.ts) have accounts too. */
const authors = {
  amelia: '7e2b1c9a-6f4d-5a8e-b1c3-9d2e4f6a8b01',
  anonymous: '7e2b1c9a-6f4d-5a8e-b1c3-9d2e4f6a8b02',
  lucas: '7e2b1c9a-6f4d-5a8e-b1c3-9d2e4f6a8b03',
};

const people: [string, string, Role][] = [
  ['Nora Lindqvist', 'nora.lindqvist@example.com', 'Pro'],
  ['Hugo Lefèvre', 'hugo.lefevre@example.fr', 'Free'],
  ['Priya Raman', 'priya.raman@example.com', 'Pro'],
  ['Tomás Ortega', 'tomas.ortega@example.com', 'Free'],
  ['Chloé Martin', 'chloe.martin@example.fr', 'Pro'],
  ['Kwame Mensah', 'kwame.mensah@example.com', 'Free'],
  ['Elena Petrova', 'elena.petrova@example.com', 'Free'],
  ['Yuki Tanaka', 'yuki.tanaka@example.com', 'Pro'],
  ['Zoé Bernard', 'zoe.bernard@example.fr', 'Free'],
  ['Oliver Grant', 'oliver.grant@example.com', 'Free'],
  ['Inès Haddad', 'ines.haddad@example.fr', 'Pro'],
  ['Mateo Rossi', 'mateo.rossi@example.com', 'Free'],
  ['Sofia Almeida', 'sofia.almeida@example.com', 'Free'],
  ['Jonas Weber', 'jonas.weber@example.com', 'Pro'],
  ['Léa Dubois', 'lea.dubois@example.fr', 'Free'],
  ['Arjun Mehta', 'arjun.mehta@example.com', 'Free'],
  ['Maya Cohen', 'maya.cohen@example.com', 'Pro'],
  ['Victor Blanc', 'victor.blanc@example.fr', 'Free'],
  ['Grace Okafor', 'grace.okafor@example.com', 'Free'],
  ['Louis Garnier', 'louis.garnier@example.fr', 'Free'],
  ['Hana Kim', 'hana.kim@example.com', 'Pro'],
  ['Samuel Brooks', 'samuel.brooks@example.com', 'Free'],
];

export const mockMembers: MockMember[] = [
  member(1, 'Amelia Hart', 'amelia.hart@example.com', 'Pro', 40, { id: authors.amelia }),
  member(2, null, 'reader@example.com', 'Free', 38, { id: authors.anonymous }),
  member(3, 'Lucas Moreau', 'lucas.moreau@example.fr', 'Free', 35, { id: authors.lucas }),
  // An Admin whose account was disabled: not one of the active Admins.
  member(4, 'Fiona Former', 'former.admin@example.com', 'Admin', 33, { disabled: true }),
  member(5, 'Sam Spammer', 'spammer@example.com', 'Free', 12, { disabled: true }),
  ...people.map(([name, email, role], i) => member(10 + i, name, email, role, 29 - i)),
];

export const MOCK_ADMIN_IP = '203.0.113.10';

const daysBefore = (now: number) => (days: number) => new Date(now - days * DAY_MS).toISOString();

export function mockInquiries(now: number): AdminInquiry[] {
  const at = daysBefore(now);
  return [
    {
      id: '8d2f4a6c-1b3e-4d5f-9a7b-0c1d2e3f4a01',
      name: 'Marion Leclerc',
      email: 'marion.leclerc@atelier-nord.fr',
      company: 'Atelier Nord',
      phone: '+33 1 23 45 67 89',
      inquiryType: 'enterprise',
      message: 'Nous souhaitons équiper nos 40 collaborateurs. Pouvez-vous nous rappeler ?',
      locale: 'fr',
      status: 'new',
      clientId: null,
      createdAt: at(1),
    },
    {
      id: '8d2f4a6c-1b3e-4d5f-9a7b-0c1d2e3f4a02',
      name: 'Daniel Park',
      email: 'daniel.park@northwind.example',
      company: 'Northwind Logistics',
      phone: null,
      inquiryType: 'enterprise',
      message: 'We would like a demo of agents for our support team (about 120 seats).',
      locale: 'en',
      status: 'contacted',
      clientId: null,
      createdAt: at(4),
    },
    {
      id: '8d2f4a6c-1b3e-4d5f-9a7b-0c1d2e3f4a03',
      name: 'Rita Gomez',
      email: 'rita@example.com',
      company: null,
      phone: null,
      inquiryType: 'general',
      message: 'Is there a student discount?',
      locale: 'en',
      status: 'closed',
      clientId: null,
      createdAt: at(9),
    },
    {
      id: '8d2f4a6c-1b3e-4d5f-9a7b-0c1d2e3f4a04',
      name: 'Ben Carter',
      email: 'ben.carter@bluepeak.example',
      company: 'Bluepeak',
      phone: null,
      inquiryType: 'enterprise',
      message: 'Following our call: we are ready to start.',
      locale: 'en',
      status: 'converted',
      clientId: '4e6a8c0e-2b4d-4f6a-8c0e-2b4d6f8a0c01',
      createdAt: at(20),
    },
  ];
}

/** Three enterprise accounts: one converted from an inquiry, one archived. */
export const mockClients = (now: number, at = daysBefore(now)): Client[] => [
  {
    id: '4e6a8c0e-2b4d-4f6a-8c0e-2b4d6f8a0c01',
    name: 'Bluepeak',
    plan: 'professional',
    seats: 25,
    contactName: 'Ben Carter',
    contactEmail: 'ben.carter@bluepeak.example',
    status: 'active',
    notes: 'Following our call: we are ready to start.',
    inquiryId: '8d2f4a6c-1b3e-4d5f-9a7b-0c1d2e3f4a04',
    createdAt: at(18),
    updatedAt: at(18),
  },
  {
    id: '4e6a8c0e-2b4d-4f6a-8c0e-2b4d6f8a0c02',
    name: 'Contoso Santé',
    plan: 'custom',
    seats: 300,
    contactName: 'Claire Fontaine',
    contactEmail: 'claire.fontaine@contoso-sante.example',
    status: 'active',
    notes: 'Hébergement en France exigé.',
    inquiryId: null,
    createdAt: at(60),
    updatedAt: at(15),
  },
  {
    id: '4e6a8c0e-2b4d-4f6a-8c0e-2b4d6f8a0c03',
    name: 'Fabrikam',
    plan: 'starter',
    seats: 5,
    contactName: 'Joe Fabri',
    contactEmail: 'joe@fabrikam.example',
    status: 'archived',
    notes: '',
    inquiryId: null,
    createdAt: at(120),
    updatedAt: at(45),
  },
];

/** A steady history: who signed in, and what the admin changed, one to a few a day. */
export function mockAuditHistory(now: number) {
  const rows: {
    at: number;
    actor: { id: string | null; email: string | null };
    action: AuditAction;
    target: { type: string | null; id: string | null; label: string };
    ip: string | null;
    details: Record<string, unknown>;
  }[] = [];
  const demo = { id: mockUser.id, email: mockUser.email };
  const admin = { id: mockAdmin.id, email: mockAdmin.email };
  const none = { type: null, id: null, label: '' };
  for (let day = 29; day >= 1; day--) {
    const base = now - day * DAY_MS;
    rows.push({
      at: base + 9 * 3600_000,
      actor: demo,
      action: 'auth.sign_in',
      target: none,
      ip: '198.51.100.23',
      details: {},
    });
    rows.push({
      at: base + 10 * 3600_000,
      actor: admin,
      action: 'auth.sign_in',
      target: none,
      ip: MOCK_ADMIN_IP,
      details: {},
    });
    if (day % 7 === 0)
      rows.push({
        at: base + 11 * 3600_000,
        actor: { id: null, email: mockUser.email },
        action: 'auth.sign_in_failed',
        target: none,
        ip: '192.0.2.77',
        details: { reason: 'invalid_credentials' },
      });
  }
  rows.push(
    {
      at: now - 12 * DAY_MS + 14 * 3600_000,
      actor: admin,
      action: 'user.disabled',
      target: {
        type: 'user',
        id: '3c1d5e7f-2a4b-4c6d-8e0f-1a2b3c4d5e05',
        label: 'spammer@example.com',
      },
      ip: MOCK_ADMIN_IP,
      details: {},
    },
    {
      at: now - 5 * DAY_MS + 16 * 3600_000,
      actor: demo,
      action: 'admin.refused',
      target: { type: 'route', id: 'GET /api/admin/users', label: 'GET /api/admin/users' },
      ip: '198.51.100.23',
      details: { status: 403 },
    },
    {
      at: now - 18 * DAY_MS + 15 * 3600_000,
      actor: admin,
      action: 'inquiry.converted',
      target: {
        type: 'inquiry',
        id: '8d2f4a6c-1b3e-4d5f-9a7b-0c1d2e3f4a04',
        label: 'ben.carter@bluepeak.example',
      },
      ip: MOCK_ADMIN_IP,
      details: { clientId: '4e6a8c0e-2b4d-4f6a-8c0e-2b4d6f8a0c01' },
    },
  );
  return rows.sort((a, b) => a.at - b.at);
}
