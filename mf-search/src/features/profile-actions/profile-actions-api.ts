import {
  blockProfileEndpoint,
  likeProfileEndpoint,
  reportProfileEndpoint,
  unblockProfileEndpoint,
  type LikeResponse,
  type ReportRequest,
} from '@dating/shared/contracts/index';
import { isApiError, type ApiClient } from '@dating/shared/api-client/api-client';

/** The member actions on another profile (like, block, report), over the shell's API client. */
export const likeProfile = (api: ApiClient, profile: number): Promise<LikeResponse> => api.call(likeProfileEndpoint, { body: { profile } });
export const blockProfile = (api: ApiClient, profile: number) => api.call(blockProfileEndpoint, { body: { profile } });
export const unblockProfile = (api: ApiClient, profile: number) => api.call(unblockProfileEndpoint, { body: { profile } });
export const reportProfile = (api: ApiClient, report: ReportRequest) => api.call(reportProfileEndpoint, { body: report });

/** What went wrong, as the screens tell it: gone (404: unknown, hidden or blocked), too many, anything else. */
export type ActionFailure = 'unavailable' | 'rate_limited' | 'failed';
export function actionFailure(error: unknown): ActionFailure {
  // isApiError, not instanceof: the shell's client throws its own copy of the class.
  if (isApiError(error) && (error.status === 404 || error.code === 'not_found')) return 'unavailable';
  if (isApiError(error) && (error.status === 429 || error.code === 'rate_limited')) return 'rate_limited';
  return 'failed';
}
