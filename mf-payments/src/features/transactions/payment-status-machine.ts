import type { PaymentStatus } from '@dating/shared/contracts/payment-methods';

/**
 * The status page of one payment as a state machine, apart from the DOM: what the member sees while the
 * page asks the api and listens to the realtime channel. Answers may arrive in any order (a slow poll
 * after a live event), so states only move forward, as the api's own payment states do.
 */
export type StatusView = 'loading' | 'pending' | 'completed' | 'failed' | 'cancelled' | 'expired' | 'refunded' | 'not_found' | 'error';

export type StatusEvent =
  /** The api answered (first load or a poll). */
  | { type: 'answer'; status: PaymentStatus }
  /** The realtime channel said this payment changed; its status text is the api's, checked here. */
  | { type: 'live'; status: string }
  /** The payment is not the member's, or does not exist. */
  | { type: 'not_found' }
  /** The api could not be asked (network, server); a later answer still wins. */
  | { type: 'error' };

const FINAL_UNPAID = new Set<StatusView>(['failed', 'cancelled', 'expired']);
const PAYMENT_VIEWS = new Set<string>(['pending', 'completed', 'failed', 'cancelled', 'expired', 'refunded']);

/** Whether the page stops asking: the payment has ended (money arriving late still comes as a live event). */
export function isSettled(view: StatusView): boolean {
  return view !== 'loading' && view !== 'pending' && view !== 'error';
}

/** The rank of a payment's state: a later answer never takes the page back to an earlier state. */
function rank(view: StatusView): number {
  if (view === 'loading' || view === 'error' || view === 'not_found') return 0;
  if (view === 'pending') return 1;
  if (FINAL_UNPAID.has(view)) return 2;
  return view === 'completed' ? 3 : 4;
}

function moveTo(current: StatusView, next: StatusView): StatusView {
  if (rank(next) < rank(current)) return current;
  // One ending does not replace another, except money that arrived late: a failed payment may still complete.
  if (FINAL_UNPAID.has(current) && FINAL_UNPAID.has(next)) return current;
  if (current === 'completed' && next !== 'refunded') return current;
  return next;
}

export function nextStatus(current: StatusView, event: StatusEvent): StatusView {
  switch (event.type) {
    case 'answer':
      return moveTo(current, event.status);
    case 'live':
      return PAYMENT_VIEWS.has(event.status) ? moveTo(current, event.status as PaymentStatus) : current;
    case 'not_found':
      return current === 'loading' || current === 'error' ? 'not_found' : current;
    case 'error':
      return current === 'loading' ? 'error' : current;
  }
}

/** A payment that completed this long ago, found completed when the page opens, is the provider's return, not a visit to an old receipt. */
const JUST_PAID_MS = 15 * 60_000;

/**
 * Whether this step is the payment completing, for the page to tell the rest of the app: seen moving from
 * pending (or from a failed state: late money) to completed, or found completed on opening when it was paid
 * moments ago (the webhook came before the member was back).
 */
export function completesNow(before: StatusView, after: StatusView, paidAt: string | null, now: number): boolean {
  if (after !== 'completed' || before === 'completed') return false;
  if (before !== 'loading') return true;
  return paidAt !== null && now - Date.parse(paidAt) < JUST_PAID_MS;
}
