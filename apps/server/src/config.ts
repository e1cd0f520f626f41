import path from 'node:path';
import { z } from 'zod';

/**
 * Every environment variable the server reads, parsed once. The README documents them;
 * keep both in step.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  SESSION_CACHE_SECONDS: z.coerce.number().min(0).default(5),
  MERCHANT_UPLOAD_URL: z.string().default(''),
  LOGIN_MAX_FAILURES_PER_IDENTIFIER: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_ATTEMPTS_PER_IP: z.coerce.number().int().positive().default(30),
  LOGIN_LIMIT_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  STATIC_ROOT: z.string().optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seed: 'demo' | 'none';
  logLevel: string;
  sessionTtlMs: number;
  /** How long a resolved session may be reused without a database lookup (0 = never). */
  sessionCacheMs: number;
  merchantUploadUrl: string;
  loginLimits: { maxFailuresPerIdentifier: number; maxAttemptsPerIp: number; windowMs: number };
  /** Folder holding apps/console/dist and apps/site/dist; the repository root by default. */
  staticRoot: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, repoRoot = defaultRepoRoot()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    seed: e.SEED,
    logLevel: e.LOG_LEVEL,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3600_000,
    sessionCacheMs: e.SESSION_CACHE_SECONDS * 1000,
    merchantUploadUrl: e.MERCHANT_UPLOAD_URL,
    loginLimits: {
      maxFailuresPerIdentifier: e.LOGIN_MAX_FAILURES_PER_IDENTIFIER,
      maxAttemptsPerIp: e.LOGIN_MAX_ATTEMPTS_PER_IP,
      windowMs: e.LOGIN_LIMIT_WINDOW_MINUTES * 60_000,
    },
    staticRoot: path.resolve(e.STATIC_ROOT ?? repoRoot),
  };
}

function defaultRepoRoot(): string {
  // dist/config.js and src/config.ts both sit two folders below apps/server.
  return path.resolve(import.meta.dirname, '../../..');
}
