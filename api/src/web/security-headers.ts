import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * Helmet settings for the composed app. Remote bundles may come from other origins (remotes.json),
 * so those origins are allowed for scripts, fetches (manifests), styles, fonts and images. emotion
 * injects <style> tags at run time, hence 'unsafe-inline' for styles only; scripts stay strict.
 */
export function helmetOptions(options: { remoteOrigins: readonly string[]; secure: boolean }): FastifyHelmetOptions {
  const remotes = [...options.remoteOrigins];
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...remotes],
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
        imgSrc: ["'self'", 'data:', 'blob:', ...remotes],
        fontSrc: ["'self'", 'data:', ...remotes],
        connectSrc: ["'self'", 'ws:', 'wss:', ...remotes],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:', ...remotes],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        // Upgrading would break plain-http localhost; only ask for it when served over TLS.
        ...(options.secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS on an http-only localhost would pin browsers to https for "localhost".
    strictTransportSecurity: options.secure ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // same-site (not same-origin): a shell on another port of the same host may load our files.
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}
