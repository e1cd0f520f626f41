import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { SERVER_TRAILER_MAX_BYTES, serverOfTrailer } from '@dahua/shared';

export const DATA_FOLDER_NAME = 'dahua-bridge-data';
export const CONFIG_FILE_NAME = 'bridge.json';

/** True when running as a single-file executable (Node SEA); plain Node without `node:sea` says false. */
export function isPackaged(): boolean {
  try {
    // getBuiltinModule works in an ES module and in the CommonJS bundle a SEA runs alike.
    const load = (process as { getBuiltinModule?: (id: string) => unknown }).getBuiltinModule;
    const sea = load?.('node:sea') as { isSea?: () => boolean } | undefined;
    return typeof sea?.isSea === 'function' && sea.isSea();
  } catch {
    return false;
  }
}

/**
 * The data folder (bridge.json and the scales' state): `--dir`, else DAHUA_BRIDGE_DIR, else beside
 * the executable when packaged, else ./dahua-bridge-data.
 */
export function dataDir(
  dir: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
  packaged: boolean = isPackaged(),
  execPath: string = process.execPath,
): string {
  if (dir) return resolve(dir);
  if (env.DAHUA_BRIDGE_DIR) return resolve(env.DAHUA_BRIDGE_DIR);
  if (packaged) return join(dirname(execPath), DATA_FOLDER_NAME);
  return resolve(DATA_FOLDER_NAME);
}

/** The command that starts this bridge again (a service's ExecStart): the executable, or node + script. */
export function selfCommand(): string[] {
  if (isPackaged()) return [process.execPath];
  const script = process.argv[1];
  return script ? [process.execPath, ...process.execArgv, resolve(script)] : [process.execPath];
}

/**
 * The server this executable was downloaded from: the platform appends its address to the file it
 * serves (packages/shared bridge-server-trailer), so `pair CODE` needs nothing else. Null for a file
 * that carries none (built here, or not packaged).
 */
export function serverOfExecutable(
  execPath: string = process.execPath,
  packaged: boolean = isPackaged(),
): string | null {
  if (!packaged) return null;
  let fd: number | null = null;
  try {
    fd = openSync(execPath, 'r');
    const size = fstatSync(fd).size;
    const length = Math.min(size, SERVER_TRAILER_MAX_BYTES);
    const tail = Buffer.alloc(length);
    readSync(fd, tail, 0, length, size - length);
    return serverOfTrailer(tail);
  } catch {
    return null;
  } finally {
    if (fd !== null) closeSync(fd);
  }
}
