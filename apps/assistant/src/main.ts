import { parseEnv } from './env.ts';
import { createAssistantServer } from './server.ts';

// Standalone: `pnpm --filter @app/assistant start` (PORT, HOST). The BFF starts it in-process
// when CHAT_WEBHOOK_URL is not set.
let env;
try {
  env = parseEnv();
} catch (error) {
  console.error(`assistant: ${(error as Error).message}`);
  process.exit(1);
}
const assistant = createAssistantServer();
const url = await assistant.listen(env.PORT, env.HOST);
console.warn(`Support assistant listening: POST ${url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void assistant.close().then(() => process.exit(0)));
}
