import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

export async function startMockServiceWorker() {
  await setupWorker(...handlers).start({ onUnhandledFrame: 'bypass', quiet: false });
}
