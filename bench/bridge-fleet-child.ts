import { Bridge, loadConfig } from '@dahua/bridge';

// One bridge process for bridge.bench.ts step 5: one full cycle of every scale in the config, then
// its own CPU time and peak memory as one JSON line.
const started = performance.now();
const bridge = new Bridge(loadConfig(process.argv[2] as string), { log: () => {} });
const failed = await bridge.once();
const cpu = process.cpuUsage();
console.log(
  JSON.stringify({
    ms: Math.round(performance.now() - started),
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    failed: failed.length,
  }),
);
process.exit(0);
