import { message } from '@dating/shared/forms/form-failure';

/**
 * The per-IP rate limit in this remote's words ("Too many attempts, please try again later."), one
 * text for every form that has such a limit (settings owns it); spread into a form's `codes`.
 */
export const TOO_MANY_ATTEMPTS = { rate_limited: message('settings.tooManyAttempts') };
