// mf-payments' screen tests for buying: the shared payments and discount handlers (fresh state before each
// test; no time bonus or welcome code unless a test gives one) and a mountScreen whose parcels are unmounted
// after each test.
import type { DiscountsMockState } from '@dating/shared/msw/discount-types';
import { createDiscountHandlers } from '@dating/shared/msw/discounts';
import { createPaymentsHandlers, type PaymentsMockState } from '@dating/shared/msw/payments';
import { mountScreen as mountParcelScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import { NOW } from './offers';

export function setupBuyScreens() {
  // Parcels are unmounted before the page is emptied (an open dialog lives in a portal on <body>).
  const mounted: { unmount(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const screenParcel of mounted.splice(0)) await screenParcel.unmount();
  });
  // The codes' ends count from the offers' fixed clock, so their dates read the same on any day.
  const discounts = createDiscountHandlers({ now: NOW });
  const mock = createPaymentsHandlers({ discounts });
  setupScreenServer(...discounts.handlers, ...mock.handlers);
  const initial = structuredClone({ ...mock.state, createGate: null });
  const initialDiscounts = structuredClone({ ...discounts.state, timeBonus: null, welcome: null });
  beforeEach(() => {
    Object.assign(mock.state, structuredClone(initial));
    Object.assign(discounts.state, structuredClone(initialDiscounts));
  });
  const mountScreen: typeof mountParcelScreen = async (parcel, options) => {
    const screenMount = await mountParcelScreen(parcel, options);
    mounted.push(screenMount.mounted);
    return screenMount;
  };
  return { state: mock.state as PaymentsMockState, discounts: discounts.state as DiscountsMockState, mountScreen };
}
