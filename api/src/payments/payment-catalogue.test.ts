import type { LightMyRequestResponse } from 'fastify';
import {
  CreditBundlesResponseSchema,
  ErrorBodySchema,
  PAYMENT_METHODS,
  PaymentMethodsResponseSchema,
  listCreditBundlesEndpoint,
  listPaymentMethodsEndpoint,
  type Link,
  type PaymentMethodOffer,
} from '@dating/shared/contracts/index';
import { EEA } from '@dating/shared/contracts/surcharges';
import { createLoggedInMember } from '../test/builders/members';
import { inject } from '../test/inject';
import { setupTestContext } from '../test/test-app';
import { PER_EURO } from './currencies';
import { transactionFee } from './method-catalogue';

const context = setupTestContext();

// Every call here is a visitor's (no cookie), unless it names a member.
const app = () => context().app;

function listed(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(200);
  return CreditBundlesResponseSchema.parse(response.json());
}

const bundles = async (country: string) => listed(await inject(app(), listCreditBundlesEndpoint, { query: { country } }));

async function methods(country: string) {
  const { bundles: list } = await bundles(country);
  const response = await inject(app(), listPaymentMethodsEndpoint, { query: { country, bundle: list[0]!.id } });
  expect(response.statusCode).toBe(200);
  return PaymentMethodsResponseSchema.parse(response.json());
}

const ids = (offers: PaymentMethodOffer[]) => offers.map((offer) => offer.method);

describe('bundles', () => {
  it('lists the site’s bundles in the payment country’s currency, the second marked popular', async () => {
    const nl = await bundles('NL');
    expect(nl).toMatchObject({ country: 'NL', currency: 'EUR' });
    expect(nl.bundles.map((b) => [b.credits, b.amount_cents, b.popular])).toEqual([
      [25, 999, false],
      [60, 1999, true],
      [150, 3999, false],
      [400, 8999, false],
    ]);
    expect((await bundles('PL')).bundles.every((b) => b.currency === 'PLN')).toBe(true);
    expect((await bundles('CH')).currency).toBe('CHF');
    // A country without a currency of its own pays in euro.
    expect((await bundles('BR')).currency).toBe('EUR');
  });

  it('defaults to the visitor’s country', async () => {
    // The development override of the visitor's country, which the contract does not name: sent raw, on its path.
    const response = await inject<Link>(app(), listCreditBundlesEndpoint, { query: { geoip_country: 'SE' } });
    expect(listed(response)).toMatchObject({ country: 'SE', currency: 'SEK' });
  });

  it('takes a member’s own country before the visitor’s, and a chosen one before both', async () => {
    const berliner = await createLoggedInMember(context(), { prefix: 'berlin', profile: { country: 'DE', city: 'Berlin' } });
    // Browsing through a Dutch address (the GeoIP override) changes nothing for the member.
    const asMember = await inject<Link>(app(), listCreditBundlesEndpoint, { query: { geoip_country: 'NL' }, as: berliner.cookie });
    expect(listed(asMember)).toMatchObject({ country: 'DE', currency: 'EUR' });
    const { bundles: euro } = listed(asMember);
    const offers = PaymentMethodsResponseSchema.parse(
      (await inject(app(), listPaymentMethodsEndpoint, { query: { bundle: euro[0]!.id }, as: berliner.cookie })).json(),
    );
    expect(offers.country).toBe('DE');
    expect(ids(offers.methods)).not.toContain('ideal');
    const chosen = await inject(app(), listCreditBundlesEndpoint, { query: { country: 'CH' }, as: berliner.cookie });
    expect(listed(chosen)).toMatchObject({ country: 'CH', currency: 'CHF' });
  });

  it('refuses a malformed country with the common error body', async () => {
    const response = await inject(app(), listCreditBundlesEndpoint, { query: { country: 'pl' } });
    expect(response.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(response.json()).error.code).toBe('validation_failed');
  });
});

describe('payment methods', () => {
  it('offers each country its local methods, cards, PayPal and paysafecard; never the discontinued ones', async () => {
    const expectations: Record<string, string[]> = {
      NL: ['ideal', 'sct'],
      BE: ['bancontact', 'sct'],
      PL: ['blik', 'prezelewy24'],
      AT: ['eps', 'sct'],
      SE: ['swish'],
      NO: ['vipps'],
      DK: ['mobilepay', 'dankort'],
      FI: ['mobilepay', 'sct'],
      CH: ['twint'],
      IT: ['satispay', 'nexi', 'sct'],
      FR: ['cartebancaire', 'sct'],
    };
    for (const [country, local] of Object.entries(expectations)) {
      const offered: string[] = ids((await methods(country)).methods);
      expect({ country, missing: local.filter((m) => !offered.includes(m)) }).toEqual({ country, missing: [] });
      for (const everywhere of ['visa', 'mastercard', 'maestro', 'creditcard', 'applepay', 'paypal', 'paysafecard']) {
        expect(offered).toContain(everywhere);
      }
      for (const never of ['sofort', 'giropay']) expect(offered).not.toContain(never);
    }
    expect(ids((await methods('PL')).methods)).not.toContain('sct');
    // SEPA direct debit in the euro area only (paid under its mandate, /directdebit).
    expect(ids((await methods('NL')).methods)).toContain('sdd');
    for (const outside of ['PL', 'CH', 'SE']) expect(ids((await methods(outside)).methods)).not.toContain('sdd');
    expect(ids((await methods('DE')).methods)).not.toContain('ideal');
  });

  it('charges no fee in the EEA and the UK: every method’s total is the bundle’s price', async () => {
    for (const country of ['NL', 'BE', 'DE', 'AT', 'FR', 'IT', 'ES', 'FI', 'PL', 'SE', 'DK', 'NO', 'LI', 'GB']) {
      const { bundle, methods: offers } = await methods(country);
      const charged = offers.filter((offer) => offer.fee_cents !== 0 || offer.total_cents !== bundle.amount_cents);
      expect({ country, charged: charged.map((offer) => offer.method) }).toEqual({ country, charged: [] });
    }
    // Every method of the catalogue, in every EEA country: the rule is the catalogue's, not the list's.
    for (const country of EEA) {
      for (const method of PAYMENT_METHODS)
        expect({ country, method, fee: transactionFee(method, 999, country) }).toMatchObject({ fee: 0 });
    }
  });

  it('keeps each method’s fee outside (Switzerland, the United States); Apple Pay is left to the browser', async () => {
    const ch = await methods('CH');
    const inCh = (method: string) => ch.methods.find((offer) => offer.method === method)!;
    const price = ch.bundle.amount_cents;
    // Cards: 25 euro cents in francs + 1.8 % of the price; TWINT a wallet's 25 cents + 1 %; PayPal 35 cents + 3.4 %.
    const fee = (fixedEuroCents: number, percent: number) => Math.round(fixedEuroCents * PER_EURO.CHF + (price * percent) / 100);
    expect(inCh('visa')).toMatchObject({ fee_cents: fee(25, 1.8), total_cents: price + fee(25, 1.8) });
    expect(inCh('twint')).toMatchObject({ fee_cents: fee(25, 1), total_cents: price + fee(25, 1) });
    expect(inCh('paypal').fee_cents).toBe(fee(35, 3.4));
    expect(inCh('visa').fee_cents).toBeGreaterThan(0);
    const us = await methods('US');
    const card = us.methods.find((offer) => offer.method === 'mastercard')!;
    expect(card.fee_cents).toBe(Math.round(25 * PER_EURO.USD + (us.bundle.amount_cents * 1.8) / 100));
    expect(card.total_cents).toBe(us.bundle.amount_cents + card.fee_cents);

    const { methods: offers } = await methods('NL');
    const of = (method: string) => offers.find((offer) => offer.method === method)!;
    expect(of('applepay').needs_browser_support).toBe(true);
    expect(offers.filter((offer) => offer.needs_browser_support).map((offer) => offer.method)).toEqual(['applepay']);
    const pl = await methods('PL');
    expect(pl.methods.find((offer) => offer.method === 'prezelewy24')?.name).toBe('Przelewy24');
  });

  it('ignores a visitor’s discount code: list prices, no discount and no error', async () => {
    const { bundles: euro } = await bundles('NL');
    const response = await inject(app(), listPaymentMethodsEndpoint, {
      query: { country: 'NL', bundle: euro[0]!.id, discount: 'TIMEBONUS25' },
    });
    const answer = PaymentMethodsResponseSchema.parse(response.json());
    expect(answer).toMatchObject({ discount: null, discount_error: null });
    expect(answer.methods.every((offer) => !offer.discounted && offer.amount_cents === 999)).toBe(true);
  });

  it('answers 404 for a bundle of another currency', async () => {
    const { bundles: euro } = await bundles('NL');
    const response = await inject(app(), listPaymentMethodsEndpoint, { query: { country: 'PL', bundle: euro[0]!.id } });
    expect(response.statusCode).toBe(404);
  });
});
