import type { ApiClient } from '@dating/shared/api-client/api-client';
import { resendActivationEndpoint } from '@dating/shared/contracts/activation';

/**
 * POST /api/activation-resend.php. A plain call rather than a mutation hook: the activation reminder
 * that sends it is a layout piece on every page of an unconfirmed member, and TanStack Query must not
 * come with it. The signup's last step, whose chunk has the library anyway, wraps it in a mutation.
 */
export function resendActivation(api: ApiClient) {
  return api.call(resendActivationEndpoint);
}
