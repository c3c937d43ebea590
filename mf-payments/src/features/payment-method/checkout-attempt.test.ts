import { checkoutReducer, initialCheckout, type CheckoutEvent, type CheckoutState } from './checkout-attempt';

let ids = 0;
const newId = () => `id-${++ids}`;
const pay = (method: 'ideal' | 'visa' = 'ideal', country = 'NL', discountCode: string | null = null): CheckoutEvent => ({
  type: 'pay',
  bundle: 2,
  method,
  country,
  discountCode,
  newId,
});
const run = (events: CheckoutEvent[], from: CheckoutState = initialCheckout) => events.reduce(checkoutReducer, from);

beforeEach(() => {
  ids = 0;
});

describe('the checkout as a state machine', () => {
  it('opens one attempt per pay and ignores a second pay while it is created (a double click)', () => {
    const state = run([pay(), pay()]);
    expect(state).toEqual({
      step: 'creating',
      attempt: { bundle: 2, method: 'ideal', country: 'NL', discountCode: null, clientId: 'id-1' },
    });
    expect(ids).toBe(1);
  });

  it('goes to the checkout once created, and ignores pays and late answers from then on', () => {
    const state = run([pay(), { type: 'created', checkoutUrl: '/sandbox-psp/checkout/r1' }, pay(), { type: 'refused', error: 'late' }]);
    expect(state).toMatchObject({ step: 'redirecting', checkoutUrl: '/sandbox-psp/checkout/r1', attempt: { clientId: 'id-1' } });
  });

  it('after a refusal keeps the error and retries the same choice with the same client id', () => {
    const refused = run([pay(), { type: 'refused', error: 'network' }]);
    expect(refused).toEqual({ step: 'choosing', attempt: expect.objectContaining({ clientId: 'id-1' }), error: 'network' });
    expect(run([pay()], refused)).toMatchObject({ step: 'creating', attempt: { clientId: 'id-1' } });
  });

  it('makes another method, country or discount code another attempt with a new client id', () => {
    const refused = run([pay(), { type: 'refused', error: 'x' }]);
    expect(run([pay('visa')], refused)).toMatchObject({ attempt: { method: 'visa', clientId: 'id-2' } });
    expect(run([pay('ideal', 'BE')], refused)).toMatchObject({ attempt: { country: 'BE', clientId: 'id-3' } });
    expect(run([pay('ideal', 'NL', 'TIMEBONUS25')], refused)).toMatchObject({ attempt: { discountCode: 'TIMEBONUS25', clientId: 'id-4' } });
  });

  it('ignores an answer while nothing is being created', () => {
    expect(run([{ type: 'created', checkoutUrl: '/x' }])).toBe(initialCheckout);
    expect(run([{ type: 'refused', error: 'x' }])).toBe(initialCheckout);
  });
});
