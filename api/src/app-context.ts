import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db, Engine } from './db/database';
import type { Geocoder } from './catalog/geocoder';
import type { GifProvider } from './gifs/gif-provider';
import type { PaymentProvider } from './payments/provider';
import type { SandboxPsp } from './payments/sandbox/sandbox-psp';
import type { VisitorCountry } from './geo/visitor-country';
import type { Mailer } from './mail/mailer';
import type { RealtimeHub } from './realtime/hub';
import type { SiteResolver } from './sites/site-settings';
import type { StaffHub } from './staff/inbox/staff-hub';

/** What every route module receives: explicit dependencies, no globals. */
export interface AppContext {
  db: Db;
  engine: Engine;
  config: Config;
  sites: SiteResolver;
  mailer: Mailer;
  geocoder: Geocoder;
  /** The requesting visitor's country, and the site settings carrying it. */
  geo: VisitorCountry;
  version: string;
  /**
   * Login attempts per address and minute, before the per-e-mail lockout even looks (LOGIN_RATE_LIMIT_PER_MINUTE):
   * the `max: 'login'` of a descriptor's rate (the login per minute, the signup per hour).
   */
  loginRateLimit: { max: number };
  /** The realtime channel: wake members after a commit, end sockets of ended sessions (docs/realtime.md). */
  realtime: RealtimeHub;
  /** The staff console's sockets: news of the operator inbox (docs/operator-inbox.md). */
  staffRealtime: StaffHub;
  /** GIF search and the GIFs a send names: the local catalogue or GIPHY (GIF_PROVIDER, docs/gifs.md). */
  gifs: GifProvider;
  /** Buying credits: the payment provider (the sandbox PSP by default, docs/payments.md). */
  payments: { provider: PaymentProvider; sandbox: SandboxPsp };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The dependencies the routes got: the job worker's mail jobs (main.ts) and tests use the same. */
    context: AppContext;
  }
}

export type App = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;
export type RouteModule = (app: App, ctx: AppContext) => void;
