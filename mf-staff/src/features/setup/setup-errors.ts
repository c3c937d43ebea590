import { setUpStaffAccountEndpoint } from '@dating/shared/contracts/staff';
import { newPasswordForm } from '@dating/shared/forms/new-password';

/** The members' password rules, in this remote's words (`setup.errors`). */
export const setupPassword = newPasswordForm('setup.errors');

/** Whether the link's `token` can be one at all (else the incomplete-link message at once, nothing sent). */
export function isPlausibleSetupToken(token: string | undefined): token is string {
  return token !== undefined && setUpStaffAccountEndpoint.body.shape.token.safeParse(token).success && token.length > 0;
}
