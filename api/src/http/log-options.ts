import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';

/**
 * Query parameters that carry a one-time secret: `token` (activation, reset, mail change,
 * reactivation links) and any `…token`, and the reactivation page's `reactivate`. A log line with
 * one of them would let whoever reads the logs act as the member.
 */
const SECRET_PARAM = /([?&](?:[^=&#]*token|reactivate)=)[^&#]*/gi;

export const REDACTED = '[redacted]';

/** The URL with every secret query value replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAM, `$1${REDACTED}`);
}

/**
 * Pino options for the api: requests are logged without secrets (the serializer never includes
 * headers, so no cookie or authorization either; the redact paths guard any header object logged
 * by hand). `stream` lets tests read what would be written.
 */
export function apiLoggerOptions(level: string, stream?: DestinationStream): NonNullable<FastifyServerOptions['logger']> {
  const options: LoggerOptions & { stream?: DestinationStream } = {
    level,
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
    },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'headers.cookie', 'headers.authorization', 'res.headers["set-cookie"]'],
      censor: REDACTED,
    },
    ...(stream ? { stream } : {}),
  };
  return options;
}
