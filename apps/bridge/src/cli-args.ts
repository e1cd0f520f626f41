import { parseArgs } from 'node:util';
import { DEFAULT_STATUS_PORT } from './status/server.js';

export type CliCommand = 'run' | 'pair' | 'status' | 'install' | 'help' | 'version';

export interface CliArgs {
  command: CliCommand;
  /** No arguments at all (a double-click): the status page opens in the browser on a desktop. */
  bare: boolean;
  code?: string;
  dir?: string;
  config?: string;
  once: boolean;
  port: number;
  lan: boolean;
  pin?: string;
  open: boolean;
  server?: string;
  name?: string;
  print: boolean;
}

export class UsageError extends Error {}

export const USAGE = `dahua-bridge — keeps a shop's label scales in step with the platform
电子秤桥接程序 — 让门店的电子秤与后台保持同步

Usage / 用法:
  dahua-bridge pair <CODE> [--server URL] [--dir DIR] [--name NAME]
      Pair with a code from the shop page of the console, then run.
      用后台门店页面上的配对码配对，然后开始运行。
  dahua-bridge [run] [--dir DIR] [--config FILE] [--once] [--port 4100] [--lan --pin PIN] [--no-open]
      Run the bridge and its status page (http://127.0.0.1:4100/).
      运行桥接程序和它的状态页（http://127.0.0.1:4100/）。
  dahua-bridge status [--port 4100] [--pin PIN]
      Print what the running bridge's status page shows.
      显示正在运行的桥接程序的状态。
  dahua-bridge install [--dir DIR] [--print]
      Start the bridge with the computer (a systemd service on Linux, a startup task on Windows).
      随电脑启动（Linux 上是 systemd 服务，Windows 上是开机任务）。

Options / 选项:
  --dir DIR       data folder (bridge.json, state); default: DAHUA_BRIDGE_DIR, else
                  dahua-bridge-data beside the program / 数据文件夹（默认：程序旁的 dahua-bridge-data）
  --server URL    the platform's address / 服务器地址
  --name NAME     what the console calls this PC / 这台电脑在后台显示的名称
  --config FILE   a hand-written bridge.json (existing installations) / 手写的配置文件（旧安装方式）
  --once          one full cycle, then exit (0: all scales in step) / 同步一次后退出
  --port N        the status page's port (default 4100) / 状态页端口（默认 4100）
  --lan --pin PIN open the status page on the LAN, guarded by a PIN / 在局域网开放状态页，需要访问密码
  --no-open       do not open the status page in the browser / 不自动打开浏览器
  --print         install: print the service file and commands, change nothing / 只显示，不安装
  -v, --version   the bridge's version / 显示版本
  -h, --help      this text / 显示本说明
`;

/** Reads the command line (without the program and script); a wrong one throws UsageError. */
export function parseCli(argv: string[]): CliArgs {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const [first, ...rest] = positionals;
  if (values.help) return base('help', argv, values);
  if (values.version) return base('version', argv, values);
  const command = (first ?? 'run') as CliCommand;
  if (!['run', 'pair', 'status', 'install', 'help'].includes(command))
    throw new UsageError(`unknown command "${first}" (pair, run, status, install)`);
  const args = base(command, argv, values);
  if (command === 'pair') {
    const code = rest.shift();
    if (!code) throw new UsageError('pair needs the pairing code: dahua-bridge pair <CODE>');
    args.code = code.trim().toUpperCase();
  }
  if (rest.length) throw new UsageError(`unexpected argument "${rest[0]}"`);
  if (args.lan && !args.pin) throw new UsageError('--lan needs --pin PIN');
  if (args.config && command !== 'run') throw new UsageError('--config is for run only');
  if (args.once && command !== 'run') throw new UsageError('--once is for run only');
  return args;
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      dir: { type: 'string' },
      config: { type: 'string' },
      once: { type: 'boolean', default: false },
      port: { type: 'string' },
      lan: { type: 'boolean', default: false },
      pin: { type: 'string' },
      'no-open': { type: 'boolean', default: false },
      server: { type: 'string' },
      name: { type: 'string' },
      print: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
      version: { type: 'boolean', short: 'v', default: false },
    },
  });
}

function base(command: CliCommand, argv: string[], values: ReturnType<typeof parse>['values']): CliArgs {
  let port = DEFAULT_STATUS_PORT;
  if (values.port !== undefined) {
    port = Number(values.port);
    if (!Number.isInteger(port) || port < 1 || port > 65_535)
      throw new UsageError(`--port must be 1 to 65535, not "${values.port}"`);
  }
  return {
    command,
    bare: argv.length === 0,
    dir: values.dir,
    config: values.config,
    once: values.once ?? false,
    port,
    lan: values.lan ?? false,
    pin: values.pin,
    open: !values['no-open'],
    server: values.server,
    name: values.name,
    print: values.print ?? false,
  };
}
