import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCli, USAGE, UsageError } from './cli-args.js';
import { DATA_FOLDER_NAME, dataDir } from './paths.js';

describe('the command line', () => {
  it('no arguments: run with the status page on 4100, opening the browser', () => {
    expect(parseCli([])).toMatchObject({ command: 'run', bare: true, port: 4100, open: true, once: false });
    expect(parseCli(['run', '--no-open'])).toMatchObject({ command: 'run', bare: false, open: false });
  });

  it('the old form keeps working: --config FILE [--once]', () => {
    expect(parseCli(['--config', 'bridge.json', '--once'])).toMatchObject({
      command: 'run',
      config: 'bridge.json',
      once: true,
    });
  });

  it('pair CODE with a server, a folder and a name; the code is taken in capitals', () => {
    expect(
      parseCli(['pair', 'k7m2qx9p', '--server', 'https://s.example', '--dir', '/srv/b', '--name', '收银台']),
    ).toMatchObject({
      command: 'pair',
      code: 'K7M2QX9P',
      server: 'https://s.example',
      dir: '/srv/b',
      name: '收银台',
    });
    expect(() => parseCli(['pair'])).toThrow(/pairing code/);
  });

  it('status, install --print, --lan with its PIN, help', () => {
    expect(parseCli(['status', '--port', '4200'])).toMatchObject({ command: 'status', port: 4200 });
    expect(parseCli(['install', '--print', '--dir', 'd'])).toMatchObject({
      command: 'install',
      print: true,
      dir: 'd',
    });
    expect(parseCli(['run', '--lan', '--pin', '1234'])).toMatchObject({ lan: true, pin: '1234' });
    expect(parseCli(['--help']).command).toBe('help');
    expect(parseCli(['-h']).command).toBe('help');
    expect(parseCli(['--version']).command).toBe('version');
    expect(USAGE).toContain('dahua-bridge pair <CODE>');
    expect(USAGE).toContain('配对');
  });

  it('refuses what it does not know, with the reason', () => {
    expect(() => parseCli(['frobnicate'])).toThrow(UsageError);
    expect(() => parseCli(['--colour'])).toThrow(UsageError);
    expect(() => parseCli(['run', '--lan'])).toThrow(/--pin/);
    expect(() => parseCli(['run', '--port', '70000'])).toThrow(/--port/);
    expect(() => parseCli(['status', '--once'])).toThrow(/--once/);
    expect(() => parseCli(['pair', 'ABCDEFGH', 'extra'])).toThrow(/unexpected/);
  });

  it('the data folder: --dir, else DAHUA_BRIDGE_DIR, else beside the executable when packaged, else ./', () => {
    expect(dataDir('/x/y', { DAHUA_BRIDGE_DIR: '/env' }, true, '/opt/b/dahua-bridge')).toBe('/x/y');
    expect(dataDir(undefined, { DAHUA_BRIDGE_DIR: '/env' }, true, '/opt/b/dahua-bridge')).toBe('/env');
    expect(dataDir(undefined, {}, true, '/opt/b/dahua-bridge')).toBe(join('/opt/b', DATA_FOLDER_NAME));
    expect(dataDir(undefined, {}, false, '/usr/bin/node')).toBe(join(process.cwd(), DATA_FOLDER_NAME));
  });
});
