import type { BridgeDownload, BridgePlatform } from '../../api/bridges';

/** What the browser tells of its system: `navigator.userAgent` and, where there is one, `navigator.userAgentData`. */
export type VisitorSystem = {
  userAgent: string;
  userAgentData?: { platform?: string } | undefined;
};

/** The order when the visitor's system runs no bridge (a phone, a Mac): most shop PCs run Windows. */
const DEFAULT_ORDER: readonly BridgePlatform[] = ['win-x64', 'linux-x64', 'linux-arm64'];

/**
 * The bridge build that runs on the visitor's system: Windows → win-x64; Linux on ARM (a Raspberry
 * Pi: `aarch64`, `arm64`, `armv7l`) → linux-arm64; other Linux → linux-x64; anything else (Android,
 * iOS, macOS) → null.
 */
export function visitorPlatform(system: VisitorSystem): BridgePlatform | null {
  const ua = system.userAgent ?? '';
  const hinted = system.userAgentData?.platform?.toLowerCase() ?? '';
  if (/android|iphone|ipad|ipod/i.test(ua) || hinted === 'android' || hinted === 'ios') return null;
  if (hinted === 'windows' || /windows/i.test(ua)) return 'win-x64';
  if (hinted === 'linux' || hinted === 'chrome os' || /linux|x11|cros/i.test(ua))
    return /aarch64|arm64|\barm/i.test(ua) ? 'linux-arm64' : 'linux-x64';
  return null;
}

/** The downloads with the visitor's platform first, then Windows, Linux x64, Linux ARM64. */
export function orderDownloads(
  downloads: readonly BridgeDownload[],
  first: BridgePlatform | null,
): BridgeDownload[] {
  const rank = (platform: BridgePlatform) =>
    platform === first ? -1 : DEFAULT_ORDER.indexOf(platform) + (DEFAULT_ORDER.includes(platform) ? 0 : 99);
  return [...downloads].sort((a, b) => rank(a.platform) - rank(b.platform));
}

/** The i18n key (under `devices.connect.platforms`) naming a platform in plain words. */
export const PLATFORM_WORDS: Record<BridgePlatform, 'windows' | 'linuxX64' | 'raspberryPi'> = {
  'win-x64': 'windows',
  'linux-x64': 'linuxX64',
  'linux-arm64': 'raspberryPi',
};

/** A file size in MB with one decimal (`45.3`). */
export const megabytes = (bytes: number): string => (bytes / 1_048_576).toFixed(1);

/** The browser's own system, for `visitorPlatform`. */
export function browserSystem(): VisitorSystem {
  if (typeof navigator === 'undefined') return { userAgent: '' };
  const data = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData;
  return { userAgent: navigator.userAgent, userAgentData: data };
}
