import { isApiError, type ApiClient } from '@dating/shared/api-client/api-client';
import type { EventBus } from '@dating/shared/bus/event-bus';
import { getStaffSessionEndpoint, staffLogoutEndpoint, staffLogoutEverywhereEndpoint } from '@dating/shared/contracts/staff';

/** The api's answer to anyone without a staff session: the console does not advertise itself. */
const isNoStaffSession = (error: unknown) => isApiError(error) && error.code === 'not_found';

/**
 * GET /api/staff/session.php, asked only on a console page that needs a staff session, before anything of
 * mf-staff is fetched: its answer decides between the console and the ordinary 404 page. Published on the
 * bus (`staffSession`), where the staff layout and mf-staff's pages read it. `failed`: no answer (the
 * network, the server) — neither the console nor a 404, the page says so.
 */
export async function loadStaffSession(api: ApiClient, bus: EventBus): Promise<'signed_in' | 'none' | 'failed'> {
  try {
    const { staff } = await api.call(getStaffSessionEndpoint);
    bus.set('staffSession', { status: 'signed_in', staff });
    return 'signed_in';
  } catch (error) {
    if (!isNoStaffSession(error)) {
      console.error('[shell] staff session failed', error);
      return 'failed';
    }
    bus.set('staffSession', { status: 'none' });
    return 'none';
  }
}

/**
 * Ends this browser's staff session, or every one of the staff member's (`everywhere`). A session that
 * had already ended (404) is ended all the same; any other failure throws and the session stays.
 */
export async function endStaffSession(api: ApiClient, bus: EventBus, { everywhere }: { everywhere: boolean }): Promise<void> {
  try {
    await api.call(everywhere ? staffLogoutEverywhereEndpoint : staffLogoutEndpoint);
  } catch (error) {
    if (!isNoStaffSession(error)) throw error;
  }
  bus.set('staffSession', { status: 'none' });
}
