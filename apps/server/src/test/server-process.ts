import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// The real server (src/main.ts through tsx) as its own process, for tests of what only whole
// processes show: start-up refusals, kill -9, several instances on one database.
const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

export type ServerProcess = {
  port: number;
  child: ChildProcess;
  /** Everything it printed so far. */
  output: () => string;
  exited: Promise<number | null>;
  /** A JSON call; `token` is sent as SPEC §7's Basic token header. */
  call: (
    method: string,
    url: string,
    options?: { token?: string; body?: unknown; basic?: string },
  ) => Promise<Answer>;
};

// biome-ignore lint/suspicious/noExplicitAny: a test reads the answers of any call
export type Answer = { status: number; headers: Headers; body: { code: number; msg: string; data: any } };

export function startServer(port: number, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--conditions', 'source', '--import', 'tsx', MAIN], {
    cwd: SERVER_DIR,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const call: ServerProcess['call'] = async (method, url, options = {}) => {
    const headers: Record<string, string> = { lang: 'en' };
    const basic = options.basic ?? (options.token ? `${options.token}:` : undefined);
    if (basic) headers.authorization = `Basic ${Buffer.from(basic).toString('base64')}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`http://127.0.0.1:${port}${url}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as Answer['body'],
    };
  };
  return { port, child, output: () => output, exited, call };
}

/** Resolves once the server answers, fails when it exits or takes over a minute. */
export async function whenServing(server: ServerProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/api/management/system/config`);
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not start: ${server.output()}`);
}

/** The exit code, or a failure when the process still runs after 30 s. */
export async function exitCodeOf(server: ServerProcess): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still running: ${server.output()}`)), 30_000);
  });
  try {
    return await Promise.race([server.exited, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
