import { setupServer } from 'msw/node';
import { handlers } from '@/mocks/handlers';

/** The mocked BFF of the component tests: the handlers `pnpm dev:mock` uses, typed by the contract. */
export const server = setupServer(...handlers);
