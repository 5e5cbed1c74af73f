// A misbehaving chat webhook for the e2e suite: the second BFF of playwright.config.ts points at it.
// The message decides: "[down]" drops the connection, "[no-output]" answers without output,
// anything else is echoed after a short pause.
import { createServer } from 'node:http';

const port = Number(process.env.STUB_PORT ?? 4399);
createServer(async (req, res) => {
  if (req.method === 'GET') return res.writeHead(200).end('ok');
  let raw = '';
  for await (const chunk of req) raw += chunk;
  const { chatInput } = JSON.parse(raw) as { chatInput: string };
  if (chatInput.includes('[down]')) return res.socket?.destroy();
  if (chatInput.includes('[no-output]'))
    return res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"started"}');
  setTimeout(() => {
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ output: `Echo: ${chatInput}` }));
  }, 1500);
}).listen(port, '127.0.0.1');
