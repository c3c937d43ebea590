// mf-payments' screen tests for buying: the shared payments handlers (fresh state before each test)
// and a mountScreen whose parcels are unmounted after each test.
import { createPaymentsHandlers, type PaymentsMockState } from '@dating/shared/msw/payments';
import { mountScreen as mountParcelScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';

export function setupBuyScreens() {
  const mock = createPaymentsHandlers();
  setupScreenServer(...mock.handlers);
  const initial = structuredClone({ ...mock.state, createGate: null });
  beforeEach(() => Object.assign(mock.state, structuredClone(initial)));
  const mounted: { unmount(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const screenParcel of mounted.splice(0)) await screenParcel.unmount();
  });
  const mountScreen: typeof mountParcelScreen = async (parcel, options) => {
    const screenMount = await mountParcelScreen(parcel, options);
    mounted.push(screenMount.mounted);
    return screenMount;
  };
  return { state: mock.state as PaymentsMockState, mountScreen };
}
