import fs from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, AppContext, RouteModule } from './app-context';
import { createGeocoder } from './catalog/geocoder';
import type { Config } from './config';
import type { Db, Engine } from './db/database';
import { createGeoipDatabase } from './geo/geoip-database';
import { createGifProvider } from './gifs/create-gif-provider';
import { createSandboxPsp } from './payments/sandbox/sandbox-psp';
import type { GifProvider } from './gifs/gif-provider';
import { gifImageOrigins } from './gifs/giphy-hosts';
import { createVisitorCountry } from './geo/visitor-country';
import { registerCsrfGuard } from './http/csrf';
import { registerErrorHandler } from './http/error-handler';
import { clientErrorHandler, frameworkErrorHandler } from './http/framework-errors';
import { ApiError } from './http/errors';
import { apiLoggerOptions } from './http/log-options';
import { createMailer, type Mailer } from './mail/mailer';
import { createLocalBroker, createPostgresBroker } from './realtime/broker';
import { createRealtimeHub, type HubTiming } from './realtime/hub';
import { registerRealtimeRoute } from './realtime/realtime-route';
import { createStaffHub } from './staff/inbox/staff-hub';
import { registerStaffRealtimeRoute } from './staff/inbox/staff-realtime-route';
import { ROUTES } from './routes';
import { createSiteResolver } from './sites/site-settings';
import { remoteOrigins } from './web/remotes';
import { helmetOptions, registerSecurityHeaders } from './web/security-headers';
import { registerStaticRoutes } from './web/static-routes';

export interface BuildAppOptions {
  db: Db;
  engine: Engine;
  config: Config;
  /** Replace the mail/SMS adapters (tests); default: SMTP when SMTP_URL is set, else the outbox. */
  mailer?: Mailer;
  loginRateLimit?: AppContext['loginRateLimit'];
  /** No route's rate limit applies (the fuzzer: its inputs must be examined, not answered 429). */
  unlimited?: boolean;
  /**
   * Fastify's logger option; default: pino at config.logLevel, secrets kept out, readable lines when
   * stdout is a terminal and JSON otherwise (http/log-options).
   */
  logger?: FastifyServerOptions['logger'];
  /** The realtime channel's heartbeat and safety-net intervals (tests shorten them). */
  realtimeTiming?: HubTiming;
  /** Replace the GIF provider (tests); default: the one GIF_PROVIDER names. */
  gifs?: GifProvider;
  /** Route modules beside the product's (a test registers descriptors of its own to try a policy). */
  extraRoutes?: readonly RouteModule[];
}

function readVersion(): string {
  try {
    const pkg: unknown = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'));
    return typeof pkg === 'object' && pkg !== null && 'version' in pkg && typeof pkg.version === 'string' ? pkg.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** JSON bodies of this api are small; uploads get their own limit on their own routes later. */
const BODY_LIMIT = 100 * 1024;

/**
 * The api as a Fastify instance, not listening: main.ts listens, tests use `app.inject`. Everything
 * it needs comes in through `options` (no module-level state), so tests can build many side by side.
 */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger ?? apiLoggerOptions(config.logLevel, undefined, process.stdout.isTTY === true),
    bodyLimit: BODY_LIMIT,
    // A request that takes 30 s is stuck; free its socket.
    requestTimeout: 30_000,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 500 },
    // Errors raised before any route or error handler runs leave in the one error shape too.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const sandboxPsp = createSandboxPsp({ secret: config.sandboxPspSecret, sddSettleMs: config.sandboxPspSddSettleMs });
  // Several api processes share a PostgreSQL database; PGlite is one process.
  const broker = options.engine === 'postgres' ? createPostgresBroker(db, app.log) : createLocalBroker();
  const ctx: AppContext = {
    db,
    engine: options.engine,
    config,
    sites: createSiteResolver(db),
    mailer: options.mailer ?? createMailer({ db, nodeEnv: config.nodeEnv, smtpUrl: config.smtpUrl, fromAddress: config.mailFrom }),
    geocoder: createGeocoder(db),
    geo: createVisitorCountry(
      config,
      createGeoipDatabase({ onError: (error) => app.log.error({ err: error }, 'GeoIP database unavailable: visitors get no country') }),
    ),
    version: readVersion(),
    loginRateLimit: options.loginRateLimit ?? { max: 30 },
    realtime: createRealtimeHub({
      db,
      broker,
      log: app.log,
      ...(options.realtimeTiming ? { timing: options.realtimeTiming } : {}),
    }),
    staffRealtime: createStaffHub({ db, broker, log: app.log, ...(options.realtimeTiming ? { timing: options.realtimeTiming } : {}) }),
    gifs: options.gifs ?? createGifProvider(config, db),
    payments: { sandbox: sandboxPsp, provider: sandboxPsp.provider(db) },
  };
  app.decorate('realtime', ctx.realtime);
  app.decorate('context', ctx);
  app.addHook('onClose', () => {
    ctx.staffRealtime.close();
    return ctx.realtime.close();
  });

  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, helmetOptions());
  registerSecurityHeaders(app, { remoteOrigins: remoteOrigins(config), imageOrigins: gifImageOrigins(config) });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyRateLimit, {
    global: false,
    ...(options.unlimited ? { allowList: () => true } : {}),
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 'rate_limited', `Too many requests, please try again in ${Math.ceil(context.ttl / 1000)} s.`),
  });
  // serve:false: only reply.sendFile; the routes that serve files decide paths and cache headers.
  await app.register(fastifyStatic, {
    root: config.staticRoot,
    serve: false,
    cacheControl: false,
    etag: true,
    lastModified: true,
    dotfiles: 'deny',
  });

  registerCsrfGuard(app);
  await registerRealtimeRoute(app, ctx);
  registerStaffRealtimeRoute(app, ctx);
  for (const route of [...ROUTES, ...(options.extraRoutes ?? [])]) route(app, ctx);
  registerStaticRoutes(app, { config, sites: ctx.sites, db, geo: ctx.geo });
  return app;
}
