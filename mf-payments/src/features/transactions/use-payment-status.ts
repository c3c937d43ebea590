import { useEffect, useReducer, useRef } from 'react';
import { isApiError } from '@dating/shared/api-client/api-client';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { usePayment } from './api/get-payment';
import { completesNow, isSettled, nextStatus, type StatusView } from './payment-status-machine';

/** Payments this tab has announced as completed: coming back to a receipt does not announce it again. */
const announced = new Set<string>();

/**
 * One payment's state on its status page: the api asked every few seconds while pending, switching at once
 * on the realtime channel's word for this payment. When it completes here, the rest of the app hears it:
 * the shell asks for the member again (the credits channel gets the new balance) and `paymentCompleted`.
 */
export function usePaymentStatus(id: string) {
  const { bus } = useShellContext();
  const [view, dispatch] = useReducer(nextStatus, 'loading' as StatusView);
  const query = usePayment(id, !isSettled(view));
  const { data, error, dataUpdatedAt, errorUpdatedAt, refetch } = query;

  useEffect(() => {
    if (data) dispatch({ type: 'answer', status: data.payment.status });
  }, [data, dataUpdatedAt]);

  useEffect(() => {
    if (!error) return;
    dispatch(isApiError(error) && (error.status === 404 || error.code === 'validation_failed') ? { type: 'not_found' } : { type: 'error' });
  }, [error, errorUpdatedAt]);

  useEffect(() => {
    const subscription = bus.on$('paymentUpdated').subscribe((update) => {
      if (update.paymentId !== id) return;
      dispatch({ type: 'live', status: update.status });
      // The event says the state; the receipt needs the payment as it now stands (paid_at, VAT).
      void refetch();
    });
    return () => subscription.unsubscribe();
  }, [bus, id, refetch]);

  const previous = useRef<StatusView>(view);
  useEffect(() => {
    const before = previous.current;
    previous.current = view;
    if (!data || !completesNow(before, view, data.payment.paid_at, Date.now()) || announced.has(id)) return;
    announced.add(id);
    bus.emit('refreshRequested', { what: ['user'] });
    bus.emit('paymentCompleted', { paymentId: id, credits: data.payment.credits });
  }, [bus, data, id, view]);

  return { view, payment: data?.payment ?? null, retry: refetch };
}
