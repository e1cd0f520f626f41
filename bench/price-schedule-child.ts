import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Bridge, loadConfig } from '@dahua/bridge';
import { type Simulator, startSimulator } from '@dahua/scale-sim';

// The scales' side of price-schedule.bench.ts, in a process of its own: N simulated scales and one bridge
// driving them all, running until killed. The bench sends watches over IPC ({key, plu, price}); this
// process looks at every simulator's memory every 5 ms (in-process: no HTTP polling to load the bridge)
// and answers {key, scale, at} the moment a scale holds that price.
const { server, credentials, dir, delayMs } = JSON.parse(process.argv[2] as string) as {
  server: string;
  credentials: string[];
  dir: string;
  delayMs: number;
};
const sims: Simulator[] = [];
for (const _ of credentials)
  sims.push(await startSimulator({ port: 0, controlPort: 0, delayMs, log: () => {} }));
const path = join(dir, 'bridge.json');
writeFileSync(
  path,
  JSON.stringify({
    server,
    state_dir: 'bridge-state',
    scales: sims.map((sim, i) => ({ host: '127.0.0.1', port: sim.port, credential: credentials[i] })),
  }),
);

type Watch = { key: string; plu: number; price: number; waiting: Set<number> };
const watches: Watch[] = [];
process.on('message', (message: { key: string; plu: number; price: number }) => {
  watches.push({ ...message, waiting: new Set(sims.map((_, i) => i)) });
});
setInterval(() => {
  const at = Date.now();
  for (const watch of watches)
    for (const i of watch.waiting)
      if (sims[i]!.memory.pluRecord(watch.plu)?.unitPrice === watch.price) {
        watch.waiting.delete(i);
        process.send!({ key: watch.key, scale: i, at });
      }
  for (let w = watches.length - 1; w >= 0; w--) if (watches[w]!.waiting.size === 0) watches.splice(w, 1);
}, 5);

const bridge = new Bridge(loadConfig(path), { log: () => {} });
process.send!({ ready: true });
await bridge.run(new AbortController().signal);
