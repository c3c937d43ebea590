import { getCompanyInfoEndpoint, type CompanyInfo } from '@dating/shared/contracts/settings';
import type { ApiClient } from '@dating/shared/api-client/api-client';

const cache = new WeakMap<ApiClient, Promise<CompanyInfo | null>>();

/** Company info is loaded once and cached; without it the footer uses the site name. */
export function loadCompanyInfo(api: ApiClient): Promise<CompanyInfo | null> {
  let promise = cache.get(api);
  if (!promise) {
    promise = api.call(getCompanyInfoEndpoint).catch(() => null);
    cache.set(api, promise);
  }
  return promise;
}
