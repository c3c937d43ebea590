import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  OkResponseSchema,
  UNSUBSCRIBE_LINK_INVALID_MESSAGE,
  UNSUBSCRIBE_PAGE_PATH,
  UNSUBSCRIBE_PATH,
  UnsubscribeOneClickSchema,
  UnsubscribeQuerySchema,
  type Locale,
} from '@dating/shared/contracts/index';
import type { App, AppContext, RouteModule } from '../../app-context';
import { page } from '../../http/endpoint-route';
import { ApiError } from '../../http/errors';
import { withStyleNonce } from '../../web/security-headers';
import { stopNotificationMails } from '../../mail-feedback/stop-reasons';
import { memberOfUnsubscribeToken } from '../../mail-feedback/unsubscribe-token';
import { unsubscribePage, type UnsubscribePageState } from './unsubscribe-page';

type FormParser = (request: FastifyRequest, body: string | Buffer, done: (error: Error | null, value?: unknown) => void) => void;

const parseUrlEncoded: FormParser = (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body.toString())));

/** RFC 8058 also allows multipart/form-data; its text fields are all this route reads. */
const parseMultipartFields: FormParser = (_request, body, done) => {
  const fields: Record<string, string> = {};
  for (const part of body.toString().matchAll(/name="([^"]*)"\r?\n(?:[^\r\n]+\r?\n)*\r?\n([^\r\n]*)/g))
    fields[part[1] ?? ''] = part[2] ?? '';
  done(null, fields);
};

const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/** A link that names no member is answered in the language of the site it was opened on. */
async function siteLocale(ctx: AppContext, request: FastifyRequest): Promise<Locale> {
  return (await ctx.sites.forHost(request.headers.host)).settings.default_language;
}

/**
 * `same-origin`: the token in the page's URL goes to no other site in a Referer, while the confirm
 * button's POST still carries our Origin — under `no-referrer` a browser sends `Origin: null`,
 * which the CSRF guard (http/csrf.ts) refuses as cross-site.
 */
function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).header('referrer-policy', 'same-origin').type('text/html; charset=utf-8').send(withStyleNonce(html, reply));
}

/**
 * The List-Unsubscribe link of notification e-mails (mail/notification-mail.ts):
 * - GET `?token=` (and GET /unsubscribe?token=, the footer's link): a page asking to confirm, never
 *   acting (mail providers' link scanners open links); its button sends the POST below.
 * - POST `?token=` with `List-Unsubscribe=One-Click` (RFC 8058): a mail client's one-click
 *   unsubscribe, or that button. Records the reason `listunsubscribe`, so `mayNotify` refuses every
 *   notification e-mail until the member switches them on again in settings. Answers the page to a
 *   browser, `{ ok: true }` to anything else. Exempt from the client header of the CSRF guard (a mail
 *   client cannot send it); the signed token is what authorises it.
 */
const UNSUBSCRIBE_PAGE = { method: 'GET', path: UNSUBSCRIBE_PATH, access: 'visitor', cache: 'no-store' } as const;
/** The page under the site's own path: the link the mail's footer shows (UNSUBSCRIBE_PAGE_PATH). */
const UNSUBSCRIBE_SITE_PAGE = { ...UNSUBSCRIBE_PAGE, path: UNSUBSCRIBE_PAGE_PATH } as const;
const UNSUBSCRIBE_ONE_CLICK = {
  method: 'POST',
  path: UNSUBSCRIBE_PATH,
  access: 'visitor',
  cache: 'no-store',
  csrfExempt: 'a mail client posts it (RFC 8058), authorised by the signed token in its URL',
} as const;

export const unsubscribeRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx;

  // An HTML page, not JSON; its button posts to the one-click address either way.
  for (const link of [UNSUBSCRIBE_SITE_PAGE, UNSUBSCRIBE_PAGE]) {
    page(app, link, { query: UnsubscribeQuerySchema }, async (request, _viewer, reply) => {
      const member = await memberOfUnsubscribeToken(db, request.query.token);
      const state: UnsubscribePageState = member ? 'confirm' : 'invalid';
      const locale = member?.language ?? (await siteLocale(ctx, request));
      return sendPage(
        reply,
        member ? 200 : 400,
        unsubscribePage(state, locale, `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(request.query.token)}`),
      );
    });
  }

  app.register(async (scope: App) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, parseUrlEncoded);
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: 4096 }, parseMultipartFields);
    // A form body (RFC 8058) answered with a page or JSON, in the scope of its form parsers.
    page(
      scope,
      UNSUBSCRIBE_ONE_CLICK,
      { query: UnsubscribeQuerySchema, body: UnsubscribeOneClickSchema, response: OkResponseSchema },
      async (request, _viewer, reply) => {
        const member = await memberOfUnsubscribeToken(db, request.query.token);
        if (!member) {
          if (wantsHtml(request)) return sendPage(reply, 400, unsubscribePage('invalid', await siteLocale(ctx, request)));
          throw new ApiError(400, 'token_invalid', UNSUBSCRIBE_LINK_INVALID_MESSAGE);
        }
        await stopNotificationMails(db, member.userId, 'listunsubscribe');
        if (wantsHtml(request)) return sendPage(reply, 200, unsubscribePage('done', member.language));
        return { ok: true as const };
      },
    );
  });
};
