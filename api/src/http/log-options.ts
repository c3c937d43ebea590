import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';

/**
 * Query parameters that carry a one-time secret: `token` (activation, reset, mail change,
 * reactivation links) and any `…token`, and the reactivation page's `reactivate`. A log line with
 * one of them would let whoever reads the logs act as the member.
 */
const SECRET_PARAM = /([?&](?:[^=&#]*token|reactivate)=)[^&#]*/gi;

const REDACTED = '[redacted]';

/** The URL with every secret query value replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAM, `$1${REDACTED}`);
}

/**
 * Readable lines through pino-pretty (in a worker thread) for a person at a terminal, or nothing
 * added: plain JSON lines, one per entry, for a pipe, a file or a log collector. Pass whether stdout
 * is a terminal (`process.stdout.isTTY`).
 */
export function prettyTransport(pretty: boolean): Pick<LoggerOptions, 'transport'> {
  return pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } } : {};
}

/**
 * Pino options for the api: requests are logged without secrets (the serializer never includes
 * headers, so no cookie or authorization either; the redact paths guard any header object logged
 * by hand). `stream` lets tests read what would be written; without one, `pretty` (stdout is a
 * terminal) writes readable lines instead of JSON.
 */
export function apiLoggerOptions(level: string, stream?: DestinationStream, pretty = false): NonNullable<FastifyServerOptions['logger']> {
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
    ...(stream ? { stream } : prettyTransport(pretty)),
  };
  return options;
}
