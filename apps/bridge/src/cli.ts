#!/usr/bin/env node
// `npm run bridge -- --config FILE [--once]`
import { parseArgs } from 'node:util';
import { Bridge, pairIfNeeded } from './bridge.js';
import { ConfigError, loadConfig } from './config.js';
import { ServerError } from './server-api.js';

const { values } = parseArgs({
  options: { config: { type: 'string' }, once: { type: 'boolean', default: false } },
});
if (!values.config) {
  console.error('usage: npm run bridge -- --config FILE [--once]');
  process.exit(2);
}

const log = (line: string) => console.log(`${new Date().toISOString()} ${line}`);

try {
  const config = loadConfig(values.config);
  await pairIfNeeded(config, log);
  const bridge = new Bridge(config, { log });
  if (values.once) {
    const failed = await bridge.once();
    for (const { scale, error } of failed) console.error(`FAILED ${scale}: ${error}`);
    if (failed.length === 0) log(`all ${bridge.workers.length} scale(s) in step, sales collected`);
    process.exit(failed.length === 0 ? 0 : 1);
  }
  const stop = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop.abort());
  log(`bridge started for ${bridge.workers.length} scale(s), server ${config.server}`);
  await bridge.run(stop.signal);
  log('bridge stopped');
} catch (error) {
  if (error instanceof ConfigError || error instanceof ServerError) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}
