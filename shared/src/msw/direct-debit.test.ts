import { setupServer } from 'msw/node';
import { createApiClient } from '../api-client/api-client';
import {
  confirmDirectDebitEndpoint,
  createDirectDebitEndpoint,
  getDirectDebitEndpoint,
  resendDirectDebitCodeEndpoint,
} from '../contracts/direct-debit';
import { createRepeatOrderEndpoint, getRepeatOrderEndpoint } from '../contracts/payments';
import { WITHDRAWAL_CONSENT_VERSION } from '../contracts/withdrawal-consent';
import { MOCK_SMS_CODE, createDirectDebitHandlers } from './direct-debit';
import { createRepeatOrderHandlers, repeatOrderFixture } from './repeat-order';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = createApiClient({ baseUrl: 'http://localhost', retries: 0 });
const form = {
  bundle: 1,
  country: 'NL',
  holder: 'Tess Ter',
  iban: 'NL91 ABNA 0417 1643 00',
  phone: '+31 6 12345678',
  mandate_accepted: true as const,
  client_id: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
  withdrawal_consent: WITHDRAWAL_CONSENT_VERSION,
};

describe('the direct-debit and repeat-order mocks, read through the real API client and schemas', () => {
  it('a mandate, a refused resend, a wrong code, then the right one answers one pending direct debit', async () => {
    const { state } = createDirectDebitHandlersUsed();
    await expect(api.call(getDirectDebitEndpoint)).resolves.toEqual({ blocked: false, phone: null });
    await expect(api.call(createDirectDebitEndpoint, { body: { ...form, iban: 'NL92ABNA0417164300' } })).rejects.toMatchObject({
      code: 'validation_failed',
    });
    // Without the consent to immediate supply: refused on its field, nothing kept.
    const unconsented = { ...form, withdrawal_consent: undefined } as unknown as typeof form;
    await expect(api.call(createDirectDebitEndpoint, { body: unconsented })).rejects.toMatchObject({
      code: 'validation_failed',
      field: 'withdrawal_consent',
    });
    expect(state.mandates).toEqual([]);
    const { mandate } = await api.call(createDirectDebitEndpoint, { body: form });
    expect(mandate).toMatchObject({ iban_masked: 'NL•• •••• •••• •••• 4300', phone_masked: '+31 •••• 5678', codes_left: 2 });
    expect(state.phone).toBe('+31612345678');
    await expect(api.call(resendDirectDebitCodeEndpoint, { body: { mandate: mandate.id } })).rejects.toMatchObject({
      code: 'rate_limited',
    });
    await expect(api.call(confirmDirectDebitEndpoint, { body: { mandate: mandate.id, code: '000000' } })).rejects.toMatchObject({
      code: 'sms_code_invalid',
    });
    const paid = await api.call(confirmDirectDebitEndpoint, { body: { mandate: mandate.id, code: MOCK_SMS_CODE } });
    expect(paid).toMatchObject({ payment: { method: 'sdd', status: 'pending', recurring: true }, checkout_url: null });
    expect(paid.payment.withdrawal_consent).toEqual({ version: WITHDRAWAL_CONSENT_VERSION, given_at: expect.any(String) });
  });

  it('repeats the last order in one click, once per client id', async () => {
    server.use(...createRepeatOrderHandlers(repeatOrderFixture()).handlers);
    await expect(api.call(getRepeatOrderEndpoint)).resolves.toMatchObject({ order: { one_click: true } });
    const body = { client_id: form.client_id, withdrawal_consent: WITHDRAWAL_CONSENT_VERSION };
    const first = await api.call(createRepeatOrderEndpoint, { body });
    expect(first).toMatchObject({ payment: { recurring: true }, checkout_url: null });
    await expect(api.call(createRepeatOrderEndpoint, { body })).resolves.toEqual(first);
  });
});

function createDirectDebitHandlersUsed() {
  const mock = createDirectDebitHandlers();
  server.use(...mock.handlers);
  return mock;
}
