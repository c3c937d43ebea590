import type { PaymentMethod } from '@dating/shared/contracts/payment-methods';

/**
 * One purchase attempt: what is bought, how, and the client id that makes it one payment at the api. The
 * same choice again (a retry after an error, a second click) keeps the id, so the api answers the payment
 * it already opened; another method, bundle or country is another attempt with a new id.
 */
interface CheckoutAttempt {
  bundle: number;
  method: PaymentMethod;
  country: string;
  clientId: string;
}

export type CheckoutState =
  | { step: 'choosing'; attempt: CheckoutAttempt | null; error: unknown }
  | { step: 'creating'; attempt: CheckoutAttempt }
  | { step: 'redirecting'; attempt: CheckoutAttempt; checkoutUrl: string };

export type CheckoutEvent =
  | { type: 'pay'; bundle: number; method: PaymentMethod; country: string; newId: () => string }
  | { type: 'created'; checkoutUrl: string }
  | { type: 'refused'; error: unknown };

export const initialCheckout: CheckoutState = { step: 'choosing', attempt: null, error: null };

const sameChoice = (attempt: CheckoutAttempt | null, bundle: number, method: PaymentMethod, country: string) =>
  attempt !== null && attempt.bundle === bundle && attempt.method === method && attempt.country === country;

/**
 * The checkout as a state machine: paying is possible only while choosing (a click while a create runs
 * or after the provider's page was asked for does nothing), a refusal goes back to choosing with the
 * error and the attempt kept for a retry.
 */
export function checkoutReducer(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  switch (event.type) {
    case 'pay': {
      if (state.step !== 'choosing') return state;
      const { bundle, method, country } = event;
      const attempt = sameChoice(state.attempt, bundle, method, country)
        ? state.attempt!
        : { bundle, method, country, clientId: event.newId() };
      return { step: 'creating', attempt };
    }
    case 'created':
      return state.step === 'creating' ? { step: 'redirecting', attempt: state.attempt, checkoutUrl: event.checkoutUrl } : state;
    case 'refused':
      return state.step === 'creating' ? { step: 'choosing', attempt: state.attempt, error: event.error } : state;
  }
}
