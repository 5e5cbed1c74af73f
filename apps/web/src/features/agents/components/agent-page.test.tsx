import { apiContract, type AgentDetail } from '@app/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { mockUser } from '@/mocks/demo-accounts';
import { resetMockBff } from '@/mocks/handlers';
import { renderPage } from '@/testing/render';
import { server } from '@/testing/server';
import AgentPage from './agent-page';

const AGENT_ID = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const READABLE_ID = '7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

/** A team agent whose owner attached a private brain of their own, as a team member reads it. */
const agent: AgentDetail = {
  id: AGENT_ID,
  name: 'Sous-chef',
  description: '',
  category: 'support',
  language: 'en',
  status: 'active',
  templateId: null,
  tools: ['slack'],
  owner: { id: '8b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e', fullName: 'Olive Owner' },
  myAccess: 'user',
  team: { id: '9c4d5e6f-7a8b-4c9d-8e0f-2a3b4c5d6e7f', name: 'Kitchen' },
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  instructions: 'Help in the kitchen.',
  brains: [
    { readable: false },
    { readable: true, id: READABLE_ID, name: 'Team recipes', status: 'ready' },
  ],
};

beforeEach(() => {
  resetMockBff({ signedIn: mockUser.email });
  server.use(
    http.get(`*${apiContract.agents.getAgent.path.replace(':id', AGENT_ID)}`, () =>
      HttpResponse.json(agent),
    ),
  );
});
afterEach(async () => {
  // Unmounted first: the page's tools query follows the language and would be asked again.
  cleanup();
  await i18n.changeLanguage('en');
});

const show = () =>
  renderPage(<AgentPage />, {
    path: `/dashboard/agents/${AGENT_ID}`,
    route: '/dashboard/agents/:id',
  });

describe('an agent with a brain its reader may not read', () => {
  it.each([
    [
      'en',
      'A brain you cannot access',
      'A brain of this agent is not available to you: the agent answers you without it.',
    ],
    [
      'fr',
      'Un cerveau auquel vous n’avez pas accès',
      'Un cerveau de cet agent ne vous est pas accessible : l’agent vous répond sans lui.',
    ],
  ])('says a brain is there, not which (%s)', async (language, listed, warning) => {
    await i18n.changeLanguage(language);
    show();
    const brains = await screen.findByTestId('agent-brains');
    expect(
      within(brains)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([listed, expect.stringContaining('Team recipes') as string]);
    // Once the connections are read, the tool's warning shows beside the brain's.
    await screen.findByTestId('missing-tool');
    expect(within(screen.getByTestId('agent-warnings')).getByText(warning)).toBeDefined();
  });
});
