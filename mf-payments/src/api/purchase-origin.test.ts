import { STORAGE_NAMES } from '@dating/shared/storage/storage-registry';
import { bindPurchaseOrigin, forgetPurchaseOrigin, purchaseOrigin, purchaseOriginOf, rememberPurchaseOrigin } from './purchase-origin';

describe('the purchase origin', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the conversation a purchase started from, for an hour', () => {
    rememberPurchaseOrigin('/chats/12', 1_000);
    expect(purchaseOrigin(1_000 + 59 * 60 * 1000)).toBe('/chats/12');
    expect(purchaseOrigin(1_000 + 61 * 60 * 1000)).toBeNull();
    forgetPurchaseOrigin();
    expect(purchaseOrigin(1_000)).toBeNull();
  });

  it('forgets the last origin when /credits is opened without a usable one', () => {
    rememberPurchaseOrigin('/chats/12', 1_000);
    rememberPurchaseOrigin('https://evil.test/', 2_000);
    expect(purchaseOrigin(2_000)).toBeNull();
  });

  it('never trusts what storage holds', () => {
    sessionStorage.setItem(STORAGE_NAMES.purchaseOrigin, JSON.stringify({ path: '//evil.test', at: 1_000 }));
    expect(purchaseOrigin(1_000)).toBeNull();
    sessionStorage.setItem(STORAGE_NAMES.purchaseOrigin, '{broken');
    expect(purchaseOrigin(1_000)).toBeNull();
  });

  it('belongs to the payment started for it: none before, none for another payment', () => {
    rememberPurchaseOrigin('/chats/12', 1_000);
    expect(purchaseOriginOf('pay-1', 1_000)).toBeNull();
    bindPurchaseOrigin('pay-1', 2_000);
    expect(purchaseOriginOf('pay-1', 2_000)).toBe('/chats/12');
    expect(purchaseOriginOf('pay-2', 2_000)).toBeNull();
    // Still fresh by when the purchase started, not by when it was paid for.
    expect(purchaseOriginOf('pay-1', 1_000 + 61 * 60 * 1000)).toBeNull();
    // A payment started again in this tab takes it over.
    bindPurchaseOrigin('pay-2', 3_000);
    expect(purchaseOriginOf('pay-1', 3_000)).toBeNull();
    expect(purchaseOriginOf('pay-2', 3_000)).toBe('/chats/12');
  });

  it('binds nothing without a kept origin', () => {
    bindPurchaseOrigin('pay-1', 1_000);
    expect(purchaseOriginOf('pay-1', 1_000)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_NAMES.purchaseOrigin)).toBeNull();
  });
});
