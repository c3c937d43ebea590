import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, RouteModule } from '../../app-context';
import { CheckoutFormSchema, checkoutToken, decide } from '../../payments/sandbox/checkout-form';
import { checkoutPage, messagePage, type CheckoutView } from '../../payments/sandbox/checkout-page';
import { isCheckoutReference, SANDBOX_CHECKOUT_PATH, sandboxPayment } from '../../payments/sandbox/sandbox-psp';
import { page } from '../../http/endpoint-route';
import { withStyleNonce } from '../../web/security-headers';

const ParamsSchema = z.object({ reference: z.string().min(1).max(200) });

type FormParser = (request: FastifyRequest, body: string | Buffer, done: (error: Error | null, value?: unknown) => void) => void;
const parseUrlEncoded: FormParser = (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body.toString())));

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).type('text/html; charset=utf-8').send(withStyleNonce(html, reply));
}

/** A checkout page is the payer's alone and changes with every step: never stored. */
const CHECKOUT_PAGE = { method: 'GET', path: `${SANDBOX_CHECKOUT_PATH}/:reference`, access: 'visitor', cache: 'no-store' } as const;
const CHECKOUT_FORM = { ...CHECKOUT_PAGE, method: 'POST' } as const;

const notFoundPage = () =>
  messagePage({
    title: 'Payment not found',
    text: 'There is no payment with this reference at the sandbox payment provider. Start the payment again from the shop.',
  });

/**
 * The sandbox PSP's hosted checkout (docs/payments.md): a page per method that looks and behaves like the
 * method, where the tester also forces any outcome. Its forms post back here; a decided outcome ends the
 * payment (`finish` notifies the merchant) and sends the browser back to the merchant's return URL. Not an
 * `/api/` path, so the api's CSRF header guard leaves it alone: each form carries an HMAC token bound to the
 * payment's reference instead.
 */
export const sandboxCheckoutRoutes: RouteModule = (app, { db, config, payments }) => {
  const secret = config.sandboxPspSecret;
  const pathOf = (reference: string) => `${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(reference)}`;

  page(app, CHECKOUT_PAGE, { params: ParamsSchema }, async (request, _viewer, reply) => {
    const { reference } = request.params;
    // A recurring charge (a kept card, a direct debit) has no page: nobody pays it by hand.
    const row = isCheckoutReference(reference) ? await sandboxPayment(db, reference) : undefined;
    if (!row) return sendPage(reply, 404, notFoundPage());
    // Already ended (another tab, the back button): the merchant's page tells how.
    if (row.status !== 'pending') return reply.redirect(row.returnUrl, 303);
    const token = checkoutToken(secret, reference, { stage: 'checkout' });
    return sendPage(reply, 200, checkoutPage({ payment: row, action: pathOf(reference), token, view: { page: 'checkout' } }));
  });

  app.register(async (scope: App) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, parseUrlEncoded);
    // A form post answered with a page or a redirect, in the scope of its form parser.
    page(scope, CHECKOUT_FORM, { params: ParamsSchema }, async (request, _viewer, reply) => {
      const { reference } = request.params;
      const form = CheckoutFormSchema.safeParse(request.body ?? {});
      if (!form.success) {
        return sendPage(
          reply,
          400,
          messagePage({
            title: 'This form could not be read',
            text: 'Go back to the payment page and try again.',
            back: pathOf(reference),
          }),
        );
      }
      const row = isCheckoutReference(reference) ? await sandboxPayment(db, reference) : undefined;
      if (!row) return sendPage(reply, 404, notFoundPage());
      if (row.status !== 'pending') return reply.redirect(row.returnUrl, 303);

      const now = new Date();
      const decision = decide({ secret, reference, method: row.method, form: form.data, now });
      const render = (status: number, view: CheckoutView) =>
        sendPage(
          reply,
          status,
          checkoutPage({ payment: row, action: pathOf(reference), token: checkoutToken(secret, reference, { stage: 'checkout' }), view }),
        );
      switch (decision.next) {
        case 'forbidden':
          return sendPage(
            reply,
            403,
            messagePage({
              title: 'This form was not accepted',
              text: 'It did not come from this payment’s page, or the page is out of date. Nothing was paid or changed.',
              back: pathOf(reference),
            }),
          );
        case 'invalid': {
          const last4 = form.data.last4 ?? '';
          const brand = form.data.brand ?? '';
          return decision.page === '3ds'
            ? render(422, {
                page: '3ds',
                last4,
                brand,
                token: checkoutToken(secret, reference, { stage: '3ds', last4, brand }),
                errors: decision.errors,
              })
            : render(422, { page: 'checkout', values: form.data, errors: decision.errors });
        }
        case '3ds':
          return render(200, {
            page: '3ds',
            last4: decision.last4,
            brand: decision.brand,
            token: checkoutToken(secret, reference, { stage: '3ds', last4: decision.last4, brand: decision.brand }),
          });
        case 'paypal-review':
          return render(200, {
            page: 'paypal-review',
            email: decision.email,
            token: checkoutToken(secret, reference, { stage: 'paypal' }),
          });
        case 'finish': {
          const returnUrl = await payments.sandbox.finish(db, { reference, outcome: decision.outcome, now, keep: decision.keep });
          if (returnUrl === null) return sendPage(reply, 404, notFoundPage());
          return reply.redirect(returnUrl, 303);
        }
      }
    });
  });
};
