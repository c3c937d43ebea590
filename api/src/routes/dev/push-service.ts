import type { AppContext } from '../../app-context';
import { notFound } from '../../http/errors';
import { createLocalPushService } from '../../push/local-push-service';

/** Where the endpoints of the api's own push service live. */
export const PUSH_PATH = '/api/dev/push';

type LocalPushService = ReturnType<typeof createLocalPushService>;

const services = new WeakMap<AppContext, LocalPushService>();

/**
 * The local push service (api/src/push/local-push-service.ts) mounted in the api, for development and
 * the Playwright journey (docs/push.md): Chromium's own PushManager.subscribe needs Google's push
 * service, which is not reachable here, so a page gets a subscription of this service instead, the
 * api's push jobs send to it like to any push service (local hosts are allowed outside production),
 * and the journey reads what arrived, decrypted.
 *
 * One service per app, shared by the routes that receive pushes (push-delivery.ts), subscribe
 * (create-dev-push-subscription.ts) and read what arrived (get-dev-received-pushes.ts): its
 * subscriptions and pushes live in memory as long as the app does.
 */
export function devPushService(ctx: AppContext): LocalPushService {
  let service = services.get(ctx);
  if (!service) {
    service = createLocalPushService();
    services.set(ctx, service);
  }
  return service;
}

/**
 * Every route of the service is behind the development mailbox's guard (mail captured locally, never in
 * production), else 404: it hands out keys and shows every push's content.
 */
export function guardDevPushService({ mailer }: Pick<AppContext, 'mailer'>): void {
  if (!mailer.mailboxEnabled) throw notFound('The development push service is disabled');
}
