// Its own file, not misc.ts: the shell's first load sends this beacon and takes in only this descriptor.
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { OkResponseSchema } from './user';

/** POST /api/page-hidden.php (beacon): an empty JSON object. */
const PageHiddenRequestSchema = z.object({}).strict();

/**
 * Marks the member offline when the page becomes hidden (a no-op for a visitor). The browser sends
 * it with navigator.sendBeacon, so the api takes an empty or text/plain body too.
 */
export const markPageHiddenEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/page-hidden.php',
  access: 'visitor',
  cache: 'no-store',
  csrfExempt: 'sent with navigator.sendBeacon, which cannot set headers; it only marks the member offline',
  body: PageHiddenRequestSchema,
  response: OkResponseSchema,
});
