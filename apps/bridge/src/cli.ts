#!/usr/bin/env node
// dahua-bridge [pair CODE | run | status | install] (see USAGE); `npm run bridge -- --config FILE [--once]`
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { Bridge, type BridgeStatus, pairIfNeeded } from './bridge.js';
import { type CliArgs, parseCli, USAGE, UsageError } from './cli-args.js';
import { type BridgeConfig, ConfigError, isServerMode, loadConfig, loadConfigIfAny } from './config.js';
import { CONFIG_FILE_NAME, dataDir, selfCommand, serverOfExecutable } from './paths.js';
import { ServerError } from './server-api.js';
import { describePlan, runPlan, serviceCommands } from './service-install.js';
import { formatStatus } from './status/format.js';
import { type StatusServer, startStatusServer } from './status/server.js';
import { BRIDGE_VERSION, DEFAULT_SERVER } from './version.js';

const print = (line: string) => console.log(`${new Date().toISOString()} ${line}`);

/**
 * The server a code pairs with: --server, DAHUA_BRIDGE_SERVER, the one the file was downloaded from,
 * the built-in one, the config's.
 */
const downloadedFrom = serverOfExecutable();
const serverFor = (args: CliArgs, config: BridgeConfig | null) =>
  args.server || process.env.DAHUA_BRIDGE_SERVER || downloadedFrom || DEFAULT_SERVER || config?.server || '';

/** A desktop session where a browser can open (never under systemd). */
function onDesktop(): boolean {
  if (process.env.INVOCATION_ID) return false;
  if (!process.stdout.isTTY) return false;
  if (process.platform === 'win32') return true;
  return process.platform === 'linux' && Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
}

function openBrowser(url: string) {
  try {
    const child =
      process.platform === 'win32'
        ? spawn('cmd.exe', ['/c', 'start', '""', url], { detached: true, stdio: 'ignore', windowsHide: true })
        : spawn('xdg-open', [url], { detached: true, stdio: 'ignore' });
    child.on('error', () => {});
    child.unref();
  } catch {
    // no browser: the address is printed
  }
}

async function run(args: CliArgs): Promise<number> {
  const dir = dataDir(args.dir);
  const configPath = args.config ? resolve(args.config) : join(dir, CONFIG_FILE_NAME);
  let config = args.config ? loadConfig(configPath) : loadConfigIfAny(configPath);
  const bridge = new Bridge(config, { log: print, configPath });

  if (args.command === 'pair') {
    const server = serverFor(args, config);
    if (!server)
      throw new ConfigError(
        'no server to pair with: give --server URL (the address of the console) / 请用 --server 指定服务器地址',
      );
    await bridge.pair({ code: args.code as string, server, name: args.name ?? config?.name ?? hostname() });
    config = bridge.config;
  } else if (config && !isServerMode(config)) {
    await pairIfNeeded(config, bridge.log);
  }

  if (args.once) {
    if (!bridge.paired) throw new ConfigError('not paired yet: dahua-bridge pair <CODE> --server URL');
    const failed = await bridge.once();
    for (const { scale, error } of failed) console.error(`FAILED ${scale}: ${error}`);
    if (failed.length === 0) bridge.log(`all ${bridge.workers.length} scale(s) in step, sales collected`);
    return failed.length === 0 ? 0 : 1;
  }

  const stop = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop.abort());
  let page: StatusServer | null = null;
  try {
    page = await startStatusServer({
      bridge,
      port: args.port,
      lan: args.lan,
      pin: args.pin,
      defaultServer: () => serverFor(args, bridge.config),
    });
    bridge.log(
      `status page: ${page.url}${args.lan ? ` (and on the LAN, port ${page.port}, with the PIN)` : ''}`,
    );
    if (args.bare && args.open && onDesktop()) openBrowser(page.url);
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    bridge.log(`the status page could not start on port ${args.port}: ${(error as Error).message}`);
  }
  if (!bridge.paired)
    bridge.log(
      `not paired yet: type the pairing code on the status page, or run: dahua-bridge pair <CODE> --server URL`,
    );
  else
    bridge.log(
      `bridge ${BRIDGE_VERSION} started (${bridge.serverMode ? 'scales from the server' : `${bridge.workers.length} scale(s) from ${configPath}`}), server ${bridge.config?.server}`,
    );
  await bridge.run(stop.signal);
  await page?.close();
  bridge.log('bridge stopped');
  return 0;
}

/** Prints what the running bridge's status page shows; 3 when no bridge answers. */
async function status(args: CliArgs): Promise<number> {
  let answer: BridgeStatus;
  try {
    const response = await fetch(`http://127.0.0.1:${args.port}/api/status`, {
      headers: args.pin ? { 'x-bridge-pin': args.pin } : {},
      signal: AbortSignal.timeout(3000),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    answer = (await response.json()) as BridgeStatus;
  } catch (error) {
    console.error(
      `no bridge answers on http://127.0.0.1:${args.port}/ (${(error as Error).message}): is it running? / 桥接程序没有运行？`,
    );
    return 3;
  }
  console.log(formatStatus(answer).join('\n'));
  return 0;
}

function install(args: CliArgs): number {
  const dir = dataDir(args.dir);
  const plan = serviceCommands(process.platform, selfCommand(), dir);
  if (args.print) {
    process.stdout.write(describePlan(plan, process.platform));
    return 0;
  }
  if (process.platform === 'linux' && process.getuid?.() !== 0)
    throw new ConfigError('installing the service needs root: sudo dahua-bridge install / 请用 sudo 运行');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  runPlan(plan);
  console.log(
    `installed: the bridge starts with the computer (data folder ${dir}); status page http://127.0.0.1:4100/`,
  );
  return 0;
}

async function main(argv: string[]): Promise<number> {
  let args: CliArgs;
  try {
    args = parseCli(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  try {
    switch (args.command) {
      case 'help':
        console.log(USAGE);
        return 0;
      case 'version':
        console.log(BRIDGE_VERSION);
        return 0;
      case 'status':
        return await status(args);
      case 'install':
        return install(args);
      default:
        return await run(args);
    }
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 2;
    }
    if (error instanceof ServerError) {
      console.error(error.reason ?? error.message);
      return 2;
    }
    throw error;
  }
}

// No top-level await: the packaged build is a CommonJS bundle.
main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
