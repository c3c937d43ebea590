// The public entry of the activation reminder: the reminder itself (for a page without a reminder
// slot), who needs it, and its "send the link again" for other screens about activation.
export { ActivationReminder, needsActivationReminder } from './activation-reminder';
export { useActivationResend, useResendFeedback } from './use-activation-resend';
