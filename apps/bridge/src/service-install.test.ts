import { describe, expect, it } from 'vitest';
import { describePlan, serviceCommands } from './service-install.js';

/* Nothing runs here: the plans are data (systemctl and schtasks are never called in tests). */
describe('dahua-bridge install', () => {
  it('linux: a systemd unit that restarts always, after the network; then daemon-reload and enable --now', () => {
    const plan = serviceCommands(
      'linux',
      '/opt/dahua/dahua-bridge-linux-x64',
      '/opt/dahua/dahua-bridge-data',
    );
    expect(plan.files).toHaveLength(1);
    const [unit] = plan.files;
    expect(unit?.path).toBe('/etc/systemd/system/dahua-bridge.service');
    expect(unit?.content).toContain(
      'ExecStart=/opt/dahua/dahua-bridge-linux-x64 run --dir /opt/dahua/dahua-bridge-data --no-open\n',
    );
    for (const line of [
      'Restart=always',
      'After=network-online.target',
      'Wants=network-online.target',
      'WantedBy=multi-user.target',
    ])
      expect(unit?.content).toContain(`${line}\n`);
    expect(plan.commands).toEqual([
      ['systemctl', 'daemon-reload'],
      ['systemctl', 'enable', '--now', 'dahua-bridge'],
    ]);
  });

  it('linux: a path with a space is quoted; node and its script (unpackaged) both go in', () => {
    const plan = serviceCommands('linux', ['/usr/bin/node', '/srv/my bridge/cli.js'], '/srv/my bridge/data');
    expect(plan.files[0]?.content).toContain(
      'ExecStart=/usr/bin/node "/srv/my bridge/cli.js" run --dir "/srv/my bridge/data" --no-open\n',
    );
  });

  it('win32: a startup task as SYSTEM from XML (no time limit, restart on failure), then started', () => {
    const exe = 'C:\\Users\\Shop\\Downloads\\dahua-bridge-win-x64.exe';
    const dir = 'C:\\Users\\Shop\\Downloads\\dahua-bridge-data';
    const plan = serviceCommands('win32', exe, dir);
    const xmlPath = 'C:\\Users\\Shop\\Downloads\\dahua-bridge-data\\dahua-bridge-task.xml';
    expect(plan.commands).toEqual([
      ['schtasks.exe', '/Create', '/TN', 'DahuaBridge', '/XML', xmlPath, '/F'],
      ['schtasks.exe', '/Run', '/TN', 'DahuaBridge'],
    ]);
    const [task] = plan.files;
    expect(task?.path).toBe(xmlPath);
    expect(task?.encoding).toBe('utf16le');
    expect(task?.content.startsWith('\ufeff<?xml version="1.0" encoding="UTF-16"?>')).toBe(true);
    expect(task?.content).toContain(`<Command>${exe}</Command>`);
    expect(task?.content).toContain(`<Arguments>run --dir ${dir} --no-open</Arguments>`);
    expect(task?.content).toContain('<BootTrigger><Enabled>true</Enabled></BootTrigger>');
    expect(task?.content).toContain('<UserId>S-1-5-18</UserId>');
    expect(task?.content).toContain('<ExecutionTimeLimit>PT0S</ExecutionTimeLimit>');
    expect(task?.content).toContain('<RestartOnFailure>');
  });

  it('win32: a folder with a space is quoted in the task, and --print shows what would run', () => {
    const plan = serviceCommands(
      'win32',
      'C:\\Program Files\\Dahua\\dahua-bridge.exe',
      'C:\\Program Files\\Dahua\\data',
    );
    expect(plan.files[0]?.content).toContain(
      '<Arguments>run --dir &quot;C:\\Program Files\\Dahua\\data&quot; --no-open</Arguments>',
    );
    const text = describePlan(plan, 'win32');
    expect(text).toContain(
      'schtasks.exe /Create /TN DahuaBridge /XML "C:\\Program Files\\Dahua\\data\\dahua-bridge-task.xml" /F',
    );
    expect(text.startsWith('# C:\\Program Files')).toBe(true);
  });

  it('refuses a platform it cannot install on', () => {
    expect(() => serviceCommands('darwin', '/x', '/y')).toThrow(/not supported/);
  });
});
