// A misbehaving chat webhook for the e2e suite: the second BFF of playwright.config.ts points at it.
// The message decides: "[down]" drops the connection, "[no-output]" answers without output,
// anything else is echoed after a short pause.
import { createServer, type ServerResponse } from 'node:http';

const port = Number(process.env.STUB_PORT ?? 4399);
createServer((req, res) => {
  if (req.method === 'GET') return res.writeHead(200).end('ok');
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += String(chunk)));
  req.on('end', () => answer(JSON.parse(raw) as { chatInput: string }, res));
}).listen(port, '127.0.0.1');

function answer({ chatInput }: { chatInput: string }, res: ServerResponse) {
  if (chatInput.includes('[down]')) return res.socket?.destroy();
  if (chatInput.includes('[no-output]'))
    return res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"started"}');
  setTimeout(() => {
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ output: `Echo: ${chatInput}` }));
  }, 1500);
}
