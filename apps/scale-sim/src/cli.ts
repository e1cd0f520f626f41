#!/usr/bin/env node
// `npm run scale-sim -- --port P --model M [--delay-ms N] [--control-port C] [--host H]`
import { parseArgs } from 'node:util';
import { SCALE_MODEL_CODES } from '@dahua/shared';
import { startSimulator } from './simulator.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4001' },
    model: { type: 'string', default: 'TM-Aa' },
    'delay-ms': { type: 'string', default: '30' },
    'control-port': { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    'hot-keys-per-layer': { type: 'string', default: '36' },
  },
});

const whole = (name: string, text: string | undefined, fallback?: number) => {
  if (text === undefined && fallback !== undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`--${name} must be a whole number, got ${text}`);
    process.exit(2);
  }
  return value;
};

if (!SCALE_MODEL_CODES.includes(values.model as never)) {
  console.error(`--model must be one of ${SCALE_MODEL_CODES.join(', ')}`);
  process.exit(2);
}
const port = whole('port', values.port);
const perLayer = whole('hot-keys-per-layer', values['hot-keys-per-layer']);
if (perLayer !== 35 && perLayer !== 36) {
  console.error('--hot-keys-per-layer must be 36 or 35');
  process.exit(2);
}
const simulator = await startSimulator({
  port,
  controlPort: whole('control-port', values['control-port'], port + 1000),
  host: values.host,
  model: values.model,
  delayMs: whole('delay-ms', values['delay-ms']),
  protocol: { hotKeysPerLayer: perLayer },
});

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    simulator.close().then(() => process.exit(0));
  });
