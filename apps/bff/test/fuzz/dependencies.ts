import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ChatWebhookRequest } from '@app/contracts';
import { OAuth2Server } from 'oauth2-mock-server';

/**
 * What the app under fuzzing talks to besides its own agent server, all on loopback: a chat
 * webhook (without one /api/chat is not even registered) and an OpenID provider, so that the
 * social sign-in routes reach their handlers' success paths. `env` goes to the app.
 */
export async function startFuzzDependencies() {
  const webhook = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += String(chunk)));
    request.on('end', () => answer(raw, response));
  });
  const answer = (raw: string, response: ServerResponse) => {
    const valid = (() => {
      try {
        return ChatWebhookRequest.safeParse(JSON.parse(raw)).success;
      } catch {
        return false;
      }
    })();
    // A webhook that got what it did not expect says so the way n8n does: 400 and no output.
    response
      .writeHead(valid ? 200 : 400, { 'content-type': 'application/json' })
      .end(JSON.stringify(valid ? { output: 'Thanks, noted.' } : { message: 'Bad request' }));
  };
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  const { port } = webhook.address() as AddressInfo;

  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');

  return {
    env: {
      CHAT_WEBHOOK_URL: `http://127.0.0.1:${port}/webhook/fuzz/chat`,
      CHAT_TIMEOUT_MS: '2000',
      OIDC_ISSUER: provider.issuer.url!,
      OIDC_CLIENT_ID: 'agentia-web',
      OIDC_CLIENT_SECRET: 'fuzz-secret',
      // Behind one trusted proxy: every request then says which address it comes from.
      TRUST_PROXY: '1',
    },
    async close() {
      webhook.closeAllConnections();
      await new Promise((resolve) => webhook.close(resolve));
      await provider.stop();
    },
  };
}
