import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { REMOTES, type RemoteName } from '@dating/shared/contracts/index';
import { countryCode } from './geo/country-code';

/** Repository root: `api/src/config.ts` → two levels up. Default STATIC_ROOT (shell and remotes build there). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

const urlOrPath = z
  .string()
  .min(1)
  .refine((value) => value.startsWith('/') || /^https?:\/\//.test(value), 'must be an absolute path or an http(s) URL');

/** Fastify's trustProxy: false, true (every hop), or the proxies' addresses/CIDRs. */
type TrustProxy = boolean | string[];

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may set X-Forwarded-For. Unset: none, so a forged header cannot choose the IP that
 * rate limits count; behind a TLS-terminating proxy without it, every client shares its address.
 */
const trustProxyFromEnv = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    if (value === '' || value === 'false') return false;
    if (value === 'true') return true;
    // No hop count: Fastify ignores one, as it cannot tell a proxy from a client sending the header.
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrCidr)) return entries;
    ctx.addIssue({ code: 'custom', message: "must be true, false or a comma list of the proxies' IP addresses / CIDRs" });
    return z.NEVER;
  });

/** An HTTP header name (RFC 9110 token), kept in lower case: Node's request.headers keys are lower case. */
const headerName = z
  .string()
  .trim()
  .regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, 'must be an HTTP header name')
  .transform((value) => value.toLowerCase());

/** A country every visitor is taken to be from (a development aid): two letters naming a country. */
const countryFromEnv = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const code = countryCode(value);
    if (code) return code;
    ctx.addIssue({ code: 'custom', message: 'must be a two-letter country code (ISO 3166-1 alpha-2), like NL' });
    return z.NEVER;
  });

/** Environment variable of each remote's manifest URL override: mf_search → REMOTE_URL_MF_SEARCH. */
function remoteEnvName(remote: RemoteName): string {
  return `REMOTE_URL_${remote.toUpperCase()}`;
}

const remoteOverrides = Object.fromEntries(
  (Object.keys(REMOTES) as RemoteName[]).map((remote) => [remoteEnvName(remote), urlOrPath.optional()]),
) as Record<string, z.ZodOptional<typeof urlOrPath>>;

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The sender address of every mail sent over SMTP_URL (the display name comes with each mail). */
  MAIL_FROM: z
    .email('must be an e-mail address')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  STATIC_ROOT: z.string().min(1).optional(),
  SEED_PROFILES: z.coerce.number().int().min(0).max(100_000).default(500),
  /** Unset: cookies are Secure exactly when the request came over https (directly or per TRUST_PROXY). */
  COOKIE_SECURE: z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((value) => (value === undefined || value === '' ? undefined : value === 'true' || value === '1' || value === 'yes')),
  /** Login attempts per client IP per minute (on top of the per-e-mail lockout). */
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  TRUST_PROXY: trustProxyFromEnv.optional(),
  /** The trusted proxy's visitor-country header (believed only with TRUST_PROXY set). */
  GEOIP_HEADER: headerName.optional().or(z.literal('').transform(() => undefined)),
  GEOIP_COUNTRY: countryFromEnv.optional().or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** Shared secret of the mail provider's bounce/complaint webhook (POST /api/mail-feedback.php). */
  MAIL_FEEDBACK_SECRET: z
    .string()
    .min(16, 'must be at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Where GIF search looks: `local` (the catalogue made at start, the default) or `giphy` (needs GIPHY_API_KEY). */
  GIF_PROVIDER: z.enum(['local', 'giphy']).default('local'),
  GIPHY_API_KEY: z
    .string()
    .trim()
    .min(1)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The highest content rating GIPHY may answer with. */
  GIPHY_RATING: z.enum(['g', 'pg', 'pg-13', 'r']).default('pg-13'),
  /**
   * The sandbox payment provider's webhook signing secret. Outside production a fixed development value;
   * in production a random one per process unless set — set it when several api processes share a database.
   */
  SANDBOX_PSP_SECRET: z
    .string()
    .min(16, 'must be at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** How long after its charge the sandbox settles a direct debit (a returned one comes as long after that); e2e sets it short. */
  SANDBOX_PSP_SDD_SETTLE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(180),
  /**
   * How long after a message its mail waits (docs/notification-mails.md): a burst of messages makes one
   * mail, and a member who reads at once gets none. e2e sets it short.
   */
  MESSAGE_MAIL_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(120),
  ...remoteOverrides,
});

export interface Config {
  port: number;
  host: string;
  /** Absolute. PGlite lives in `<dataDir>/db`, photos in `<dataDir>/photos`. */
  dataDir: string;
  databaseUrl: string | undefined;
  nodeEnv: 'development' | 'production' | 'test';
  smtpUrl: string | undefined;
  /** Sender address for SMTP; absent only outside production (then `no-reply@localhost`). */
  mailFrom: string | undefined;
  /** Absolute. The shell is served from `<staticRoot>/shell/dist`, remotes from `<staticRoot>/<folder>/dist`. */
  staticRoot: string;
  seedProfiles: number;
  /**
   * Explicit override of the cookies' Secure flag; undefined (the default) → Secure whenever the
   * request arrived over https (sessions.ts `cookieSecureFor`).
   */
  cookieSecure: boolean | undefined;
  loginRateLimitPerMinute: number;
  /** Whom Fastify believes about X-Forwarded-For (request.ip, the key of every per-IP limit). */
  trustProxy: TrustProxy;
  /** Lower-case name of the proxy's visitor-country header (default cf-ipcountry), read only when trustProxy is set. */
  geoipHeader: string;
  /** Every visitor's country, whatever the header or database say (development aid); undefined → resolved per request. */
  geoipCountry: string | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Bearer secret of POST /api/mail-feedback.php; absent → that route answers 404. */
  mailFeedbackSecret: string | undefined;
  /** Overrides of remote manifest URLs (absent → `/mf/<folder>/mf-manifest.json`). */
  remoteUrls: Partial<Record<RemoteName, string>>;
  /** Signs and checks the sandbox payment provider's webhooks (docs/payments.md). */
  sandboxPspSecret: string;
  /** How long after its charge the sandbox settles a direct debit (docs/direct-debit.md). */
  sandboxPspSddSettleMs: number;
  /** How long after a message its notification mail waits (docs/notification-mails.md). */
  messageMailDelaySeconds: number;
  /** GIF search's provider (docs/gifs.md). */
  gifProvider: 'local' | 'giphy';
  /** Set whenever gifProvider is giphy. */
  giphyApiKey: string | undefined;
  giphyRating: 'g' | 'pg' | 'pg-13' | 'r';
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses the environment once at start-up. A bad value stops the process with a message naming the
 * variable, rather than surfacing later as an obscure failure.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.') || '(environment)';
      return `  ${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // Real mail from no-reply@localhost fails SPF/DMARC and lands in spam, or is refused outright.
  if (e.SMTP_URL && !e.MAIL_FROM && e.NODE_ENV === 'production') {
    throw new ConfigError('Invalid environment configuration:\n  MAIL_FROM="": required when SMTP_URL is set in production');
  }
  if (e.GIF_PROVIDER === 'giphy' && !e.GIPHY_API_KEY) {
    throw new ConfigError('Invalid environment configuration:\n  GIPHY_API_KEY="": required when GIF_PROVIDER=giphy');
  }
  const remoteUrls: Partial<Record<RemoteName, string>> = {};
  for (const remote of Object.keys(REMOTES) as RemoteName[]) {
    const value = (e as Record<string, unknown>)[remoteEnvName(remote)];
    if (typeof value === 'string') remoteUrls[remote] = value;
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    nodeEnv: e.NODE_ENV,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    staticRoot: e.STATIC_ROOT ? path.resolve(cwd, e.STATIC_ROOT) : REPO_ROOT,
    seedProfiles: e.SEED_PROFILES,
    cookieSecure: e.COOKIE_SECURE,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY ?? false,
    geoipHeader: e.GEOIP_HEADER ?? 'cf-ipcountry',
    geoipCountry: e.GEOIP_COUNTRY,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    mailFeedbackSecret: e.MAIL_FEEDBACK_SECRET,
    remoteUrls,
    sandboxPspSecret:
      e.SANDBOX_PSP_SECRET ??
      (e.NODE_ENV === 'production' ? randomBytes(32).toString('base64url') : 'sandbox-psp-local-development-secret'),
    sandboxPspSddSettleMs: e.SANDBOX_PSP_SDD_SETTLE_SECONDS * 1000,
    messageMailDelaySeconds: e.MESSAGE_MAIL_DELAY_SECONDS,
    gifProvider: e.GIF_PROVIDER,
    giphyApiKey: e.GIPHY_API_KEY,
    giphyRating: e.GIPHY_RATING,
  };
}
