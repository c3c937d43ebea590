import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { PaymentResponse } from '@dating/shared/contracts/payments';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { pathTo } from '@dating/shared/routes/path-to';
import { goToCheckout } from '../payment-method';
import { useCreateRepeatOrder } from './api/create-repeat-order';

/**
 * One "buy again" as a state machine: buying is possible only while ready, so a double click or a click
 * while the request runs buys nothing more. The client id is made when buying starts and kept after a
 * refusal: the retry is the same attempt, and the api answers the payment it may already have opened.
 */
export type BuyAgainState =
  { step: 'ready'; clientId: string | null; error: unknown } | { step: 'buying'; clientId: string } | { step: 'leaving' };

export type BuyAgainEvent = { type: 'buy'; newId: () => string } | { type: 'bought' } | { type: 'refused'; error: unknown };

export const readyToBuy: BuyAgainState = { step: 'ready', clientId: null, error: null };

export function buyAgainReducer(state: BuyAgainState, event: BuyAgainEvent): BuyAgainState {
  switch (event.type) {
    case 'buy':
      return state.step === 'ready' ? { step: 'buying', clientId: state.clientId ?? event.newId() } : state;
    case 'bought':
      return state.step === 'buying' ? { step: 'leaving' } : state;
    case 'refused':
      return state.step === 'buying' ? { step: 'ready', clientId: state.clientId, error: event.error } : state;
  }
}

/**
 * Buys the last order again: charged at once through the kept method, the member goes to the payment's
 * status page; otherwise to the provider's checkout.
 */
export function useBuyAgain(): { buy: () => void; busy: boolean; error: unknown } {
  const { navigate } = useShellContext();
  const [state, dispatch] = useReducer(buyAgainReducer, readyToBuy);
  const create = useCreateRepeatOrder();
  const sent = useRef<BuyAgainState | null>(null);

  useEffect(() => {
    if (state.step !== 'buying' || sent.current === state) return;
    sent.current = state;
    create.mutate(state.clientId, {
      onSuccess: (answer: PaymentResponse) => {
        dispatch({ type: 'bought' });
        if (answer.checkout_url === null) navigate(pathTo('transactions-id', { id: answer.payment.id }));
        else goToCheckout(answer.checkout_url);
      },
      onError: (error) => dispatch({ type: 'refused', error }),
    });
  }, [state, create, navigate]);

  const buy = useCallback(() => dispatch({ type: 'buy', newId: () => crypto.randomUUID() }), []);
  return { buy, busy: state.step !== 'ready', error: state.step === 'ready' ? state.error : null };
}
