/**
 * The member's express request for immediate supply of the credits and acknowledgement that the 14-day right
 * of withdrawal is thereby lost (Consumer Rights Directive 2011/83/EU, art. 16(m); docs/legal-pages.md). The
 * version names the wording the member ticked (`withdrawalConsent.label` in mf-payments' locales, the same in
 * every language); the payment keeps it with the time it was given. A new wording is a new version, added here
 * (the old ones stay valid for what was stored under them). Plain constants (no zod).
 */
export const WITHDRAWAL_CONSENT_VERSIONS = ['2026-12'] as const;
export type WithdrawalConsentVersion = (typeof WITHDRAWAL_CONSENT_VERSIONS)[number];

/** The wording the pages show now. */
export const WITHDRAWAL_CONSENT_VERSION: WithdrawalConsentVersion = '2026-12';
