import { createAssistantServer } from './server.ts';

// Standalone: `pnpm --filter @app/assistant start` (PORT, HOST). The BFF starts it in-process
// when CHAT_WEBHOOK_URL is not set.
const assistant = createAssistantServer();
const url = await assistant.listen(
  Number(process.env.PORT ?? 3010),
  process.env.HOST ?? '127.0.0.1',
);
console.warn(`Support assistant listening: POST ${url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void assistant.close().then(() => process.exit(0)));
}
