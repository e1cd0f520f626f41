import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { win32 } from 'node:path';

export const SERVICE_NAME = 'dahua-bridge';
export const WINDOWS_TASK_NAME = 'DahuaBridge';
export const SYSTEMD_UNIT_PATH = `/etc/systemd/system/${SERVICE_NAME}.service`;

/** A file the registration writes, and the commands it runs after, in order. */
export interface ServicePlan {
  files: { path: string; content: string; encoding: 'utf8' | 'utf16le' }[];
  commands: string[][];
}

const systemdQuote = (word: string) =>
  /[\s"'\\;$]/.test(word) ? `"${word.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"` : word;
const windowsQuote = (word: string) => (/[\s"]/.test(word) ? `"${word.replace(/"/g, '\\"')}"` : word);
const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * What `dahua-bridge install` does on a platform, as data (tested for linux and win32; nothing runs).
 * `exe`: the executable (or node and its script, unpackaged); `dir`: the data folder (absolute).
 *
 * Linux: a systemd unit (restart always, after the network is up), then daemon-reload and enable --now.
 * Windows: a Scheduled Task at startup as SYSTEM (a plain executable does not answer the service
 * control manager, so `sc.exe start` would fail with error 1053), imported from XML for what the
 * schtasks flags cannot say: no 72-hour time limit, restart on failure, start on battery.
 */
export function serviceCommands(platform: NodeJS.Platform, exe: string | string[], dir: string): ServicePlan {
  const [program, ...programArgs] = Array.isArray(exe) ? exe : [exe];
  if (!program) throw new Error('no executable');
  const args = [...programArgs, 'run', '--dir', dir, '--no-open'];
  if (platform === 'linux') {
    const unit = [
      '[Unit]',
      'Description=Dahua shop bridge (label scales)',
      'After=network-online.target',
      'Wants=network-online.target',
      '',
      '[Service]',
      `ExecStart=${[program, ...args].map(systemdQuote).join(' ')}`,
      `WorkingDirectory=${systemdQuote(dir)}`,
      'Restart=always',
      'RestartSec=5',
      '',
      '[Install]',
      'WantedBy=multi-user.target',
      '',
    ].join('\n');
    return {
      files: [{ path: SYSTEMD_UNIT_PATH, content: unit, encoding: 'utf8' }],
      commands: [
        ['systemctl', 'daemon-reload'],
        ['systemctl', 'enable', '--now', SERVICE_NAME],
      ],
    };
  }
  if (platform === 'win32') {
    const taskXml = [
      '<?xml version="1.0" encoding="UTF-16"?>',
      '<Task version="1.2" xmlns="http://schemas.microsoft.com/windows/2004/02/mit/task">',
      '  <RegistrationInfo><Description>Dahua shop bridge (label scales)</Description></RegistrationInfo>',
      '  <Triggers><BootTrigger><Enabled>true</Enabled></BootTrigger></Triggers>',
      '  <Principals><Principal id="Author"><UserId>S-1-5-18</UserId><RunLevel>HighestAvailable</RunLevel></Principal></Principals>',
      '  <Settings>',
      '    <MultipleInstancesPolicy>IgnoreNew</MultipleInstancesPolicy>',
      '    <DisallowStartIfOnBatteries>false</DisallowStartIfOnBatteries>',
      '    <StopIfGoingOnBatteries>false</StopIfGoingOnBatteries>',
      '    <ExecutionTimeLimit>PT0S</ExecutionTimeLimit>',
      '    <RestartOnFailure><Interval>PT1M</Interval><Count>999</Count></RestartOnFailure>',
      '    <StartWhenAvailable>true</StartWhenAvailable>',
      '    <Enabled>true</Enabled>',
      '  </Settings>',
      '  <Actions Context="Author">',
      '    <Exec>',
      `      <Command>${xml(program)}</Command>`,
      `      <Arguments>${xml(args.map(windowsQuote).join(' '))}</Arguments>`,
      `      <WorkingDirectory>${xml(dir)}</WorkingDirectory>`,
      '    </Exec>',
      '  </Actions>',
      '</Task>',
      '',
    ].join('\r\n');
    const xmlPath = win32.join(dir, 'dahua-bridge-task.xml');
    return {
      // schtasks reads task XML as UTF-16 (with its byte order mark).
      files: [{ path: xmlPath, content: `\ufeff${taskXml}`, encoding: 'utf16le' }],
      commands: [
        ['schtasks.exe', '/Create', '/TN', WINDOWS_TASK_NAME, '/XML', xmlPath, '/F'],
        ['schtasks.exe', '/Run', '/TN', WINDOWS_TASK_NAME],
      ],
    };
  }
  throw new Error(`installing as a service is not supported on ${platform} (Linux and Windows are)`);
}

/** The plan as text (`install --print`): each file, then the commands. */
export function describePlan(plan: ServicePlan, platform: NodeJS.Platform): string {
  const quote = platform === 'win32' ? windowsQuote : systemdQuote;
  const parts = plan.files.map((file) => `# ${file.path}\n${file.content.replace(/^\ufeff/, '')}`);
  parts.push(plan.commands.map((command) => command.map(quote).join(' ')).join('\n'));
  return `${parts.join('\n')}\n`;
}

/** Writes the files and runs the commands (the real install; never in tests). */
export function runPlan(plan: ServicePlan): void {
  for (const file of plan.files) {
    mkdirSync(file.path.replace(/[\\/][^\\/]+$/, ''), { recursive: true });
    writeFileSync(file.path, file.content, { encoding: file.encoding, mode: 0o644 });
  }
  for (const [command, ...args] of plan.commands)
    execFileSync(command as string, args, { stdio: 'inherit', windowsHide: true });
}
