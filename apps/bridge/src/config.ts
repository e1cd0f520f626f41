import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';

const scaleEntry = z.object({
  host: z.string().min(1),
  port: z.number().int().min(1).max(65_535).default(4001),
  /** The scale's own id (as registered), or its id on the platform: how pairing finds its credential. */
  scale_uuid: z.string().min(1).optional(),
  scale_id: z.number().int().min(1).optional(),
  /** The scale's device credential; filled by pairing, or written here directly. */
  credential: z.string().min(16).optional(),
});

export const configSchema = z.object({
  /** The platform's address, e.g. https://scales.example.com */
  server: z.url(),
  /** A one-time code from the shop page of the console; spent by the first start. */
  pairing_code: z.string().optional(),
  /** Filled by pairing: the bridge's own token (sent with each device call and the heartbeat). */
  bridge_token: z.string().optional(),
  /** What the shop calls this PC (shown in the console). */
  name: z.string().max(60).default(''),
  /** Where the scales' acknowledged state is kept. Default: bridge-state beside the config file. */
  state_dir: z.string().optional(),
  /** How often the scales' sales are read and uploaded. */
  sales_interval_seconds: z.number().int().min(10).max(86_400).default(300),
  /** The shop's time zone as minutes east of UTC (the scales keep local time; China: 480). */
  utc_offset_minutes: z.number().int().min(-720).max(840).default(480),
  /** A scale's reply timeout and resends before it is unreachable. */
  timeout_ms: z.number().int().min(100).max(60_000).default(2500),
  resends: z.number().int().min(0).max(10).default(4),
  /** The longest back-off between tries of an unreachable scale. */
  max_backoff_seconds: z.number().int().min(1).max(3600).default(60),
  /**
   * For existing installations: the scales written by hand. Absent or empty: server mode (the scales,
   * their addresses and credentials come from GET /api/bridges/config).
   */
  scales: z.array(scaleEntry).optional(),
});

export type BridgeConfig = z.infer<typeof configSchema> & { path: string; stateDir: string };
export type ScaleEntry = z.infer<typeof scaleEntry>;

export class ConfigError extends Error {}

/** Reads and checks the config file; a wrong field is named. */
export function loadConfig(path: string): BridgeConfig {
  const full = resolve(path);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(full, 'utf8'));
  } catch (error) {
    throw new ConfigError(`cannot read the config ${full}: ${(error as Error).message}`);
  }
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new ConfigError(`the config ${full} is not valid: ${problems.join('; ')}`);
  }
  const config = parsed.data;
  return {
    ...config,
    path: full,
    stateDir: resolve(dirname(full), config.state_dir ?? 'bridge-state'),
  };
}

/** Server mode: no hand-written scales, the server says which scales to drive. */
export const isServerMode = (config: BridgeConfig) => !config.scales || config.scales.length === 0;

/** Reads the config when the file exists (null: not paired yet). */
export function loadConfigIfAny(path: string): BridgeConfig | null {
  return existsSync(path) ? loadConfig(path) : null;
}

/**
 * Writes what pairing by code answers, `{server, bridge_token, name}` (mode 0600, the folder created),
 * keeping any other field an existing file holds (state_dir, tuning), and reads it back.
 */
export function writePairedConfig(
  path: string,
  paired: { server: string; bridge_token: string; name: string },
): BridgeConfig {
  const full = resolve(path);
  mkdirSync(dirname(full), { recursive: true, mode: 0o700 });
  let kept: Record<string, unknown> = {};
  if (existsSync(full)) {
    try {
      kept = JSON.parse(readFileSync(full, 'utf8')) as Record<string, unknown>;
    } catch {
      kept = {};
    }
  }
  delete kept.pairing_code;
  const content = { ...kept, ...paired };
  const temporary = `${full}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
  renameSync(temporary, full);
  chmodSync(full, 0o600);
  return loadConfig(full);
}

/** Writes the config back (after pairing filled credentials), readable by its owner only. */
export function saveConfig(config: BridgeConfig): void {
  const { path, stateDir: _stateDir, ...content } = config;
  const temporary = `${path}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
  renameSync(temporary, path);
  chmodSync(path, 0o600);
}
