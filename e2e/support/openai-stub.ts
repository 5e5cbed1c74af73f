// A stand-in OpenAI-compatible provider for the e2e run (chat completions, streamed): the main
// BFF of playwright.config.ts answers its agents through it. It is the one the BFF's tests use
// (apps/bff/test/helpers/openai-stand-in.ts): it checks every request against the OpenAI API's
// published schema, and writes a word every 60 ms so that a test sees the answer stream in.
import { startStandInProvider } from '../../apps/bff/test/helpers/openai-stand-in.ts';

await startStandInProvider({ port: Number(process.env.PROVIDER_PORT ?? 4397), delayMs: 60 });
