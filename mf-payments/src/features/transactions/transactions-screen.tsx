import { useRouteParams } from '@dating/shared/parcel/shell-context-hooks';
import { PaymentList } from './payment-list';
import { PaymentStatusPage } from './payment-status-page';

/** `/transactions`: the member's payments; `/transactions/<id>`: one payment's status and receipt. */
export function TransactionsScreen() {
  const { id } = useRouteParams('transactions-id');
  // Keyed by the payment: another payment's page starts from loading, never from this one's state.
  return id === undefined ? <PaymentList /> : <PaymentStatusPage key={id} id={id} />;
}
