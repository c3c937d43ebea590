import { STORAGE_NAMES } from '@dating/shared/storage/storage-registry';
import { forgetPurchaseOrigin, purchaseOrigin, rememberPurchaseOrigin } from './purchase-origin';

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
});
