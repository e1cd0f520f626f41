import { describe, expect, it } from 'vitest';
import type { BridgeDownload } from '../../api/bridges';
import { consoleEn as en } from '../../i18n/locales/console.en';
import { consoleZh as zh } from '../../i18n/locales/console.zh';
import { megabytes, orderDownloads, PLATFORM_WORDS, visitorPlatform } from './bridgeDownloads';

const download = (platform: BridgeDownload['platform']): BridgeDownload => ({
  platform,
  version: '1.4.0',
  file_name: `dahua-bridge-1.4.0-${platform}${platform === 'win-x64' ? '.exe' : ''}`,
  size: 47_400_000,
  sha256: 'a'.repeat(64),
  url: `/downloads/bridge/1.4.0/dahua-bridge-1.4.0-${platform}`,
});
// As the server lists them: no particular order.
const published = [download('linux-arm64'), download('linux-x64'), download('win-x64')];
const firstFor = (system: Parameters<typeof visitorPlatform>[0]) =>
  orderDownloads(published, visitorPlatform(system))[0]?.platform;

const UA = {
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  linux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  firefoxLinux: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  raspberryPi:
    'Mozilla/5.0 (X11; Linux aarch64) AppleWebKit/537.36 (KHTML, like Gecko) Chromium/120.0.0.0 Safari/537.36',
  raspberryPi32:
    'Mozilla/5.0 (X11; Linux armv7l) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  android:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

describe('the bridge download for the visitor’s system comes first', () => {
  it('offers Windows to a Windows PC', () => {
    expect(firstFor({ userAgent: UA.windows })).toBe('win-x64');
    expect(firstFor({ userAgent: UA.windows, userAgentData: { platform: 'Windows' } })).toBe('win-x64');
  });

  it('offers Linux x64 to a Linux PC, in Chromium and in Firefox', () => {
    expect(firstFor({ userAgent: UA.linux })).toBe('linux-x64');
    expect(firstFor({ userAgent: UA.firefoxLinux })).toBe('linux-x64');
  });

  it('offers the ARM64 build to a Raspberry Pi (aarch64, and a 32-bit browser on one)', () => {
    expect(firstFor({ userAgent: UA.raspberryPi })).toBe('linux-arm64');
    expect(firstFor({ userAgent: UA.raspberryPi, userAgentData: { platform: 'Linux' } })).toBe('linux-arm64');
    expect(firstFor({ userAgent: UA.raspberryPi32 })).toBe('linux-arm64');
  });

  it('trusts the client hints’ platform over a frozen user agent', () => {
    expect(visitorPlatform({ userAgent: UA.linux, userAgentData: { platform: 'Windows' } })).toBe('win-x64');
  });

  it('picks none for a phone or a Mac (no bridge runs there): Windows, Linux x64, Raspberry Pi', () => {
    for (const userAgent of [UA.android, UA.iphone, UA.mac])
      expect(visitorPlatform({ userAgent })).toBeNull();
    expect(visitorPlatform({ userAgent: UA.linux, userAgentData: { platform: 'Android' } })).toBeNull();
    expect(orderDownloads(published, null).map((d) => d.platform)).toEqual([
      'win-x64',
      'linux-x64',
      'linux-arm64',
    ]);
  });

  it('keeps every download, the visitor’s first and the rest in the usual order', () => {
    expect(orderDownloads(published, 'linux-arm64').map((d) => d.platform)).toEqual([
      'linux-arm64',
      'win-x64',
      'linux-x64',
    ]);
    expect(orderDownloads([download('linux-x64')], 'win-x64').map((d) => d.platform)).toEqual(['linux-x64']);
    expect(orderDownloads([], 'win-x64')).toEqual([]);
  });

  it('names each platform in plain words in both languages, and the size in MB', () => {
    expect(PLATFORM_WORDS).toEqual({
      'win-x64': 'windows',
      'linux-x64': 'linuxX64',
      'linux-arm64': 'raspberryPi',
    });
    expect(zh.devices.connect.platforms).toEqual({
      windows: 'Windows 电脑',
      linuxX64: 'Linux 电脑 (x64)',
      raspberryPi: '树莓派 4/5 (Linux ARM64)',
    });
    expect(en.devices.connect.platforms.windows).toBe('Windows PC');
    expect(en.devices.connect.platforms.raspberryPi).toContain('Raspberry Pi 4/5');
    expect(megabytes(47_400_000)).toBe('45.2');
    expect(megabytes(1_048_576)).toBe('1.0');
  });

  it('tells the shop manager no developer steps: no Node.js, no bridge.json, no npm', () => {
    for (const texts of [zh.devices.connect, en.devices.connect]) {
      const all = JSON.stringify(texts);
      expect(all).not.toMatch(/node\.?js|bridge\.json|npm/i);
    }
    expect(en.devices.connect.noDownloads).toBe('No bridge download is published yet: ask your supplier');
    expect(zh.devices.connect.noDownloads).toBe('暂无可下载的桥接程序，请联系服务商');
  });
});
