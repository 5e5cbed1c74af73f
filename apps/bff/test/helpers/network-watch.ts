/**
 * Loaded with `--import` into a process whose network use we want to see (the OCR's test):
 * every outgoing connection, HTTP request or fetch is written as a line to the file named by
 * `NETWORK_WATCH_FILE`. It observes through Node's diagnostics channels and changes nothing.
 */
import { appendFileSync } from 'node:fs';
import { subscribe } from 'node:diagnostics_channel';

const file = process.env.NETWORK_WATCH_FILE;
if (file) {
  for (const channel of ['net.client.socket', 'http.client.request.start', 'undici:request:create'])
    subscribe(channel, () => appendFileSync(file, `${process.pid} ${channel}\n`));
}
