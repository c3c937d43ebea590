import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { getCompanyInfoEndpoint } from '@dating/shared/contracts/settings';
import { endpointHandler } from '@dating/shared/msw/endpoint-handler';
import { companyInfoFixture, freeUserFixture } from '@dating/shared/msw/fixtures';
import { createPaymentStatusHandlers, paymentFixture } from '@dating/shared/msw/payment-status';
import { mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import { bindPurchaseOrigin, purchaseOrigin, rememberPurchaseOrigin } from '../../api/purchase-origin';
import parcels from '../../parcels';

const payment = paymentFixture({ id: 'pay-return-1-abcdef', status: 'completed', paid_at: new Date().toISOString() });
const mock = createPaymentStatusHandlers([payment]);
setupScreenServer(
  ...mock.handlers,
  endpointHandler(getCompanyInfoEndpoint, () => HttpResponse.json(companyInfoFixture)),
);

const openStatus = () => mountScreen(parcels.transactions, { route: 'transactions-id', params: { id: payment.id }, user: freeUserFixture });

describe('the completed page after a purchase started in a conversation', () => {
  beforeEach(() => sessionStorage.clear());

  it('leads back to the conversation by a real link, once', async () => {
    rememberPurchaseOrigin('/chats/5');
    bindPurchaseOrigin(payment.id);
    const { navigate, user, mounted } = await openStatus();
    const back = await screen.findByRole('link', { name: 'Back to your conversation' });
    expect(back).toHaveAttribute('href', '/chats/5');
    await user.click(back);
    expect(navigate).toHaveBeenCalledWith('/chats/5');
    await mounted.unmount();
    expect(purchaseOrigin()).toBeNull();
  });

  it('offers no way back to a purchase started elsewhere', async () => {
    const { mounted } = await openStatus();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment completed' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to your conversation' })).toBeNull();
    await mounted.unmount();
  });

  it('offers no way back on another payment’s page, and keeps it for the payment it was started for', async () => {
    rememberPurchaseOrigin('/chats/5');
    bindPurchaseOrigin('pay-other-9-abcdef');
    const { mounted } = await openStatus();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment completed' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to your conversation' })).toBeNull();
    await mounted.unmount();
    expect(purchaseOrigin()).toBe('/chats/5');
  });
});
