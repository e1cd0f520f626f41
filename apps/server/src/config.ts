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
  DATABASE_REPLICA_URL: z.string().optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().default(''),
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
  BRIDGE_DOWNLOADS_DIR: z.string().optional(),
  PUBLIC_ORIGIN: z.string().default(''),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().default(''),
  S3_BUCKET: z.string().default(''),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().default(''),
  S3_SECRET_ACCESS_KEY: z.string().default(''),
  S3_PUBLIC_URL: z.string().default(''),
  /** The bucket of the sales archive (issue 33 §2); the uploads' bucket unless set. Never public. */
  S3_ARCHIVE_BUCKET: z.string().default(''),
  SMS_SENDER: z.enum(['log', 'outbox', 'aliyun']).default('log'),
  SMS_OUTBOX_FILE: z.string().optional(),
  /** Tests only: a file holding milliseconds to add to the server's clock (lib/offset-clock.ts). */
  CLOCK_OFFSET_FILE: z.string().optional(),
  SMS_DAILY_LIMIT_PER_PHONE: z.coerce.number().int().positive().default(10),
  SMS_HOURLY_LIMIT_PER_IP: z.coerce.number().int().positive().default(20),
  ALIYUN_SMS_ENDPOINT: z.string().default('https://dysmsapi.aliyuncs.com/'),
  ALIYUN_ACCESS_KEY_ID: z.string().default(''),
  ALIYUN_ACCESS_KEY_SECRET: z.string().default(''),
  ALIYUN_SMS_SIGN_NAME: z.string().default(''),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().default(''),
  WECHAT_API_BASE: z.string().default('https://api.weixin.qq.com'),
  WECHAT_WEB_APPID: z.string().default(''),
  WECHAT_WEB_SECRET: z.string().default(''),
  WECHAT_MP_APPID: z.string().default(''),
  WECHAT_MP_SECRET: z.string().default(''),
  WECHAT_MINI_APPID: z.string().default(''),
  WECHAT_MINI_SECRET: z.string().default(''),
  WECHAT_OAUTH_BASE: z.string().default('https://open.weixin.qq.com'),
  WECHATPAY_API_BASE: z.string().default('https://api.mch.weixin.qq.com'),
  WECHATPAY_SP_MCHID: z.string().default(''),
  WECHATPAY_API_V3_KEY: z.string().default(''),
  WECHATPAY_CERT_SERIAL: z.string().default(''),
  WECHATPAY_PRIVATE_KEY_FILE: z.string().default(''),
  WECHATPAY_PLATFORM_SERIAL: z.string().default(''),
  WECHATPAY_PLATFORM_KEY_FILE: z.string().default(''),
  ALIPAY_GATEWAY: z.string().default('https://openapi.alipay.com/gateway.do'),
  ALIPAY_APP_ID: z.string().default(''),
  ALIPAY_PRIVATE_KEY_FILE: z.string().default(''),
  ALIPAY_PUBLIC_KEY_FILE: z.string().default(''),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** A streaming replica of DATABASE_URL for the reads that may lag (db/read-router.ts); PostgreSQL only. */
  databaseReplicaUrl: string | undefined;
  seed: 'demo' | 'none';
  logLevel: string;
  /**
   * Which X-Forwarded-For hops to believe for the client address that rate limits key on:
   * false (default: the socket's peer), a hop count, or a list of proxy addresses/CIDRs.
   * Trusting every hop would let any client pick its own address and dodge the limits.
   */
  trustProxy: boolean | number | string;
  sessionTtlMs: number;
  /** How long a resolved session may be reused without a database lookup (0 = never). */
  sessionCacheMs: number;
  merchantUploadUrl: string;
  loginLimits: { maxFailuresPerIdentifier: number; maxAttemptsPerIp: number; windowMs: number };
  sms: {
    sender: 'log' | 'outbox' | 'aliyun';
    outboxFile: string;
    dailyLimitPerPhone: number;
    hourlyLimitPerIp: number;
    aliyun: {
      endpoint: string;
      accessKeyId: string;
      accessKeySecret: string;
      signName: string;
      templateCode: string;
    };
  };
  /** WeChat apps by type; an app with an empty appid is not configured. */
  wechat: { apiBase: string; apps: Record<'web' | 'mp' | 'mini', { appid: string; secret: string }> };
  /** Folder holding apps/console/dist and apps/site/dist; the repository root by default. */
  staticRoot: string;
  /** The bridge's published downloads (`<dir>/<version>/manifest.json`); apps/bridge/release by default. */
  bridgeDownloadsDir: string;
  /** Where uploaded files go: DATA_DIR/uploads (served at /uploads/), or S3-compatible storage. */
  storage: StorageConfig;
  /**
   * The address the public reaches the server at (`https://scales.example.com`), for what leaves
   * the building printed: the scales' QR stickers and public pages. Null: the address the request came to.
   */
  publicOrigin: string | null;
  /** Tests only (end to end): the clock runs this file's milliseconds ahead (lib/offset-clock.ts). */
  clockOffsetFile: string | undefined;
  /** The maker's payment-provider credentials (issue 31); a provider left unset is null: shops cannot bind it. */
  payments: PaymentsConfig;
};

export type WechatPayConfig = {
  apiBase: string;
  /** The maker's service-provider merchant number, and the official account (WECHAT_MP_APPID) whose openids pay. */
  spMchid: string;
  spAppid: string;
  /** The API v3 key (32 characters): decrypts notifications' resources. */
  apiV3Key: string;
  /** The merchant API certificate's serial number and private key (PEM): our requests' signatures. */
  certSerial: string;
  privateKeyFile: string;
  /** The WeChat Pay platform certificate's serial (or public key id) and its certificate or public key (PEM). */
  platformSerial: string;
  platformKeyFile: string;
};

export type AlipayConfig = {
  gateway: string;
  appId: string;
  /** The maker's app private key and Alipay's public key (PEM files): RSA2 both ways. */
  privateKeyFile: string;
  alipayPublicKeyFile: string;
};

export type PaymentsConfig = {
  wechat: WechatPayConfig | null;
  alipay: AlipayConfig | null;
  /** Where a WeChat browser is sent for the payer's openid (snsapi_base). */
  wechatOauthBase: string;
};

/** TRUST_PROXY: empty/false → false, true, a hop count, or comma-separated proxy addresses. */
function trustProxyOf(value: string): boolean | number | string {
  const text = value.trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, repoRoot = defaultRepoRoot()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.DATABASE_REPLICA_URL && !e.DATABASE_URL)
    throw new Error(
      'Invalid environment:\n  DATABASE_REPLICA_URL: a replica of a PostgreSQL server; set DATABASE_URL too',
    );
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    databaseReplicaUrl: e.DATABASE_REPLICA_URL || undefined,
    seed: e.SEED,
    logLevel: e.LOG_LEVEL,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    sessionTtlMs: e.SESSION_TTL_HOURS * 3600_000,
    sessionCacheMs: e.SESSION_CACHE_SECONDS * 1000,
    merchantUploadUrl: e.MERCHANT_UPLOAD_URL,
    loginLimits: {
      maxFailuresPerIdentifier: e.LOGIN_MAX_FAILURES_PER_IDENTIFIER,
      maxAttemptsPerIp: e.LOGIN_MAX_ATTEMPTS_PER_IP,
      windowMs: e.LOGIN_LIMIT_WINDOW_MINUTES * 60_000,
    },
    staticRoot: path.resolve(e.STATIC_ROOT ?? repoRoot),
    bridgeDownloadsDir: path.resolve(e.BRIDGE_DOWNLOADS_DIR ?? path.join(repoRoot, 'apps/bridge/release')),
    storage: storageConfigOf(e),
    publicOrigin: publicOriginOf(e.PUBLIC_ORIGIN),
    clockOffsetFile: e.CLOCK_OFFSET_FILE ? path.resolve(e.CLOCK_OFFSET_FILE) : undefined,
    sms: {
      sender: e.SMS_SENDER,
      outboxFile: path.resolve(e.SMS_OUTBOX_FILE ?? path.join(e.DATA_DIR, 'sms-outbox.jsonl')),
      dailyLimitPerPhone: e.SMS_DAILY_LIMIT_PER_PHONE,
      hourlyLimitPerIp: e.SMS_HOURLY_LIMIT_PER_IP,
      aliyun: {
        endpoint: e.ALIYUN_SMS_ENDPOINT,
        accessKeyId: e.ALIYUN_ACCESS_KEY_ID,
        accessKeySecret: e.ALIYUN_ACCESS_KEY_SECRET,
        signName: e.ALIYUN_SMS_SIGN_NAME,
        templateCode: e.ALIYUN_SMS_TEMPLATE_CODE,
      },
    },
    wechat: {
      apiBase: e.WECHAT_API_BASE,
      apps: {
        web: { appid: e.WECHAT_WEB_APPID, secret: e.WECHAT_WEB_SECRET },
        mp: { appid: e.WECHAT_MP_APPID, secret: e.WECHAT_MP_SECRET },
        mini: { appid: e.WECHAT_MINI_APPID, secret: e.WECHAT_MINI_SECRET },
      },
    },
    payments: paymentsConfigOf(e),
  };
}

/** A provider is configured when every one of its settings is given; some but not all is a mistake. */
function paymentsConfigOf(e: z.infer<typeof envSchema>): PaymentsConfig {
  const wechat = {
    WECHATPAY_SP_MCHID: e.WECHATPAY_SP_MCHID,
    WECHATPAY_API_V3_KEY: e.WECHATPAY_API_V3_KEY,
    WECHATPAY_CERT_SERIAL: e.WECHATPAY_CERT_SERIAL,
    WECHATPAY_PRIVATE_KEY_FILE: e.WECHATPAY_PRIVATE_KEY_FILE,
    WECHATPAY_PLATFORM_SERIAL: e.WECHATPAY_PLATFORM_SERIAL,
    WECHATPAY_PLATFORM_KEY_FILE: e.WECHATPAY_PLATFORM_KEY_FILE,
  };
  const alipay = {
    ALIPAY_APP_ID: e.ALIPAY_APP_ID,
    ALIPAY_PRIVATE_KEY_FILE: e.ALIPAY_PRIVATE_KEY_FILE,
    ALIPAY_PUBLIC_KEY_FILE: e.ALIPAY_PUBLIC_KEY_FILE,
  };
  const lines: string[] = [];
  const given = (set: Record<string, string>) => {
    const missing = Object.entries(set).filter(([, v]) => !v);
    if (missing.length > 0 && missing.length < Object.keys(set).length)
      for (const [name] of missing)
        lines.push(`  ${name}: required with the other ${Object.keys(set)[0]!.split('_')[0]} settings`);
    return missing.length === 0;
  };
  const wechatGiven = given(wechat);
  const alipayGiven = given(alipay);
  // The payer's openid comes from the official account's OAuth, so that account is the JSAPI app.
  if (wechatGiven && (!e.WECHAT_MP_APPID || !e.WECHAT_MP_SECRET))
    lines.push(
      '  WECHAT_MP_APPID, WECHAT_MP_SECRET: required with WeChat Pay (the official account payers pay in)',
    );
  if (wechatGiven && e.WECHATPAY_API_V3_KEY.length !== 32)
    lines.push('  WECHATPAY_API_V3_KEY: must be 32 characters');
  if (lines.length) throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  return {
    wechatOauthBase: e.WECHAT_OAUTH_BASE.replace(/\/+$/, ''),
    wechat: wechatGiven
      ? {
          apiBase: e.WECHATPAY_API_BASE.replace(/\/+$/, ''),
          spMchid: e.WECHATPAY_SP_MCHID,
          spAppid: e.WECHAT_MP_APPID,
          apiV3Key: e.WECHATPAY_API_V3_KEY,
          certSerial: e.WECHATPAY_CERT_SERIAL,
          privateKeyFile: path.resolve(e.WECHATPAY_PRIVATE_KEY_FILE),
          platformSerial: e.WECHATPAY_PLATFORM_SERIAL,
          platformKeyFile: path.resolve(e.WECHATPAY_PLATFORM_KEY_FILE),
        }
      : null,
    alipay: alipayGiven
      ? {
          gateway: e.ALIPAY_GATEWAY,
          appId: e.ALIPAY_APP_ID,
          privateKeyFile: path.resolve(e.ALIPAY_PRIVATE_KEY_FILE),
          alipayPublicKeyFile: path.resolve(e.ALIPAY_PUBLIC_KEY_FILE),
        }
      : null,
  };
}

/** PUBLIC_ORIGIN: empty → null; else an http(s) origin (a trailing slash is dropped, a path refused). */
function publicOriginOf(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    url = null;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== text.replace(/\/+$/, ''))
    throw new Error(
      `Invalid environment:\n  PUBLIC_ORIGIN: must be an http(s) origin such as https://scales.example.com`,
    );
  return url.origin;
}

function defaultRepoRoot(): string {
  // dist/config.js and src/config.ts both sit two folders below apps/server.
  return path.resolve(import.meta.dirname, '../../..');
}

export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The address stored files are served from; `<endpoint>/<bucket>` unless S3_PUBLIC_URL says otherwise. */
  publicUrl: string;
  /** The sales archive's bucket (S3_ARCHIVE_BUCKET, else the bucket): read and written signed, never public. */
  archiveBucket?: string;
};

export type StorageConfig = {
  kind: 'local' | 's3';
  /** DATA_DIR/uploads: local uploads, served at /uploads/ (still served after a switch to S3). */
  localDir: string;
  /** DATA_DIR/archive: the private sales archive when STORAGE=local (never served). */
  archiveDir: string;
  s3: S3Config | null;
};

function storageConfigOf(e: z.infer<typeof envSchema>): StorageConfig {
  const localDir = path.resolve(e.DATA_DIR, 'uploads');
  const archiveDir = path.resolve(e.DATA_DIR, 'archive');
  if (e.STORAGE === 'local') return { kind: 'local', localDir, archiveDir, s3: null };
  const required = {
    S3_ENDPOINT: e.S3_ENDPOINT,
    S3_BUCKET: e.S3_BUCKET,
    S3_ACCESS_KEY_ID: e.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: e.S3_SECRET_ACCESS_KEY,
  };
  const lines = Object.entries(required)
    .filter(([, value]) => !value)
    .map(([name]) => `  ${name}: required when STORAGE=s3`);
  for (const name of ['S3_ENDPOINT', 'S3_PUBLIC_URL'] as const) {
    if (e[name] && !/^https?:\/\//.test(e[name])) lines.push(`  ${name}: must be an http(s) URL`);
  }
  if (lines.length) throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  const endpoint = e.S3_ENDPOINT.replace(/\/+$/, '');
  return {
    kind: 's3',
    localDir,
    archiveDir,
    s3: {
      endpoint,
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      publicUrl: (e.S3_PUBLIC_URL || `${endpoint}/${e.S3_BUCKET}`).replace(/\/+$/, ''),
      archiveBucket: e.S3_ARCHIVE_BUCKET || e.S3_BUCKET,
    },
  };
}
