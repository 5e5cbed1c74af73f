// The load of `bench:answer`, in a process of its own so that the BFF measured shares the
// machine with it as with real askers, not its event loop with the benchmark:
//  - `provider <delayMs> [answerWords]`: the stand-in OpenAI-compatible provider; prints
//    `{"baseUrl": …}` and serves until SIGTERM;
//  - `askers`: reads `{ url, askers: [{ agentId, headers }], limit }` on stdin, streams answers
//    from every asker at once, again and again, until SIGTERM or `limit` answers; prints
//    `{"answered": n, "failed": n}` when it stops.
import { startStandInProvider } from '../test/helpers/openai-stand-in.ts';

const [mode, argument] = process.argv.slice(2);

if (mode === 'provider') {
  const provider = await startStandInProvider({
    delayMs: Number(argument ?? 0),
    answerWords: Number(process.argv[4] ?? 0),
  });
  console.log(JSON.stringify({ baseUrl: provider.baseUrl }));
  process.once('SIGTERM', () => {
    void provider.close().then(() => process.exit(0));
  });
} else if (mode === 'askers') {
  let input = '';
  for await (const chunk of process.stdin) input += String(chunk);
  const plan = JSON.parse(input) as {
    url: string;
    askers: { agentId: string; headers: Record<string, string> }[];
    limit: number;
  };
  let running = true;
  let answered = 0;
  let failed = 0;
  const stopped = new Promise<void>((resolve) =>
    process.once('SIGTERM', () => {
      running = false;
      resolve();
    }),
  );
  const ask = async ({ agentId, headers }: (typeof plan.askers)[number]) => {
    const response = await fetch(`${plan.url}/api/agents/${agentId}/ask/stream`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'How long do refunds take?' }),
    });
    if (!response.ok || !response.body) throw new Error(`ask answered ${response.status}`);
    // Read to the end, as a browser showing the answer does.
    for await (const _chunk of response.body);
  };
  const loops = plan.askers.map(async (asker) => {
    while (running && answered + failed < plan.limit) {
      try {
        await ask(asker);
        answered += 1;
      } catch {
        failed += 1;
      }
    }
  });
  console.log(JSON.stringify({ started: plan.askers.length }));
  await Promise.race([stopped, Promise.all(loops)]);
  running = false;
  await Promise.all(loops);
  console.log(JSON.stringify({ answered, failed }));
  process.exit(0);
} else {
  console.error('usage: bench-answer-load.ts provider <delayMs> | askers (plan on stdin)');
  process.exit(2);
}
