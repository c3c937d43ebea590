import type { PaymentMethod } from '@dating/shared/contracts/payment-methods';

/**
 * One purchase attempt: what is bought, how, with which discount code, and the client id that makes it one
 * payment at the api. The same choice again (a retry after an error, a second click) keeps the id, so the api
 * answers the payment it already opened; another method, bundle, country or code is another attempt with a new id.
 */
interface CheckoutAttempt {
  bundle: number;
  method: PaymentMethod;
  country: string;
  discountCode: string | null;
  clientId: string;
}

type Choice = Omit<CheckoutAttempt, 'clientId'>;

export type CheckoutState =
  | { step: 'choosing'; attempt: CheckoutAttempt | null; error: unknown }
  | { step: 'creating'; attempt: CheckoutAttempt }
  | { step: 'redirecting'; attempt: CheckoutAttempt; checkoutUrl: string };

export type CheckoutEvent =
  ({ type: 'pay'; newId: () => string } & Choice) | { type: 'created'; checkoutUrl: string } | { type: 'refused'; error: unknown };

export const initialCheckout: CheckoutState = { step: 'choosing', attempt: null, error: null };

const sameChoice = (attempt: CheckoutAttempt | null, choice: Choice) =>
  attempt !== null &&
  attempt.bundle === choice.bundle &&
  attempt.method === choice.method &&
  attempt.country === choice.country &&
  attempt.discountCode === choice.discountCode;

/**
 * The checkout as a state machine: paying is possible only while choosing (a click while a create runs
 * or after the provider's page was asked for does nothing), a refusal goes back to choosing with the
 * error and the attempt kept for a retry.
 */
export function checkoutReducer(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  switch (event.type) {
    case 'pay': {
      if (state.step !== 'choosing') return state;
      const { bundle, method, country, discountCode } = event;
      const choice = { bundle, method, country, discountCode };
      const attempt = sameChoice(state.attempt, choice) ? state.attempt! : { ...choice, clientId: event.newId() };
      return { step: 'creating', attempt };
    }
    case 'created':
      return state.step === 'creating' ? { step: 'redirecting', attempt: state.attempt, checkoutUrl: event.checkoutUrl } : state;
    case 'refused':
      return state.step === 'creating' ? { step: 'choosing', attempt: state.attempt, error: event.error } : state;
  }
}
