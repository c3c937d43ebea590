import { forwardRef, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@dating/shared/api-client/api-client';
import { theme } from '@dating/shared/ui/theme-tokens';

interface WithdrawalConsentProps {
  /** The checkbox's id (its error is `<id>-error`). */
  id: string;
  checked: boolean;
  /** The refusal to show under it (paying was tried without it, or the api refused the start); null for none. */
  error: string | null;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * The express request for immediate supply and the acknowledgement that the 14-day right of withdrawal ends
 * (CRD art. 16(m); docs/legal-pages.md): a real checkbox, never ticked in advance, its label the wording of
 * WITHDRAWAL_CONSENT_VERSION. Its error is tied to it (`aria-describedby`, `aria-invalid`); the screen moves focus
 * here when paying is tried without it, so the label and the error are read together.
 */
export const WithdrawalConsent = forwardRef<HTMLInputElement, WithdrawalConsentProps>(function WithdrawalConsent(
  { id, checked, error, disabled = false, onChange },
  ref,
) {
  const { t } = useTranslation('mf-payments');
  const errorId = `${id}-error`;
  return (
    <div
      data-testid="withdrawal-consent"
      css={{
        display: 'grid',
        gap: theme.space(2),
        padding: theme.space(3),
        borderRadius: theme.radius,
        background: error ? theme.colors.dangerBg : '#f7f4f8',
        border: `1px solid ${error ? theme.colors.danger : theme.colors.border}`,
      }}
    >
      <label
        htmlFor={id}
        css={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: theme.space(3),
          fontSize: '0.9rem',
          lineHeight: 1.45,
          cursor: disabled ? 'not-allowed' : 'pointer',
        }}
      >
        <input
          ref={ref}
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
          css={{
            width: 20,
            height: 20,
            margin: '1px 0 0',
            flex: 'none',
            accentColor: theme.colors.primary,
            '&:focus-visible': { outline: `3px solid ${theme.colors.primary}`, outlineOffset: 2 },
          }}
        />
        <span>{t('withdrawalConsent.label')}</span>
      </label>
      {error !== null && (
        <p id={errorId} css={{ margin: 0, paddingLeft: 32, color: theme.colors.danger, fontSize: '0.875rem', fontWeight: 600 }}>
          {error}
        </p>
      )}
    </div>
  );
});

/** The api refused a start for want of the consent to immediate supply (`validation_failed` on its field). */
export const isConsentRefusal = (error: unknown) =>
  isApiError(error) && error.code === 'validation_failed' && error.field === 'withdrawal_consent';

/**
 * The state of one WithdrawalConsent before a purchase: `attempt(buy)` buys only once the box is ticked, and
 * otherwise shows the error and moves focus to the box (again on every try, so it is read again); `refused(error)`
 * does the same for the api's refusal (the box is unticked then: the api did not get it). `props` go to the box.
 */
export function useWithdrawalConsent(id: string) {
  const { t } = useTranslation('mf-payments');
  const [checked, setChecked] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (refusals > 0) ref.current?.focus();
  }, [refusals]);
  const attempt = useCallback(
    (buy: () => void) => {
      if (checked) buy();
      else setRefusals((n) => n + 1);
    },
    [checked],
  );
  const refused = useCallback((error: unknown) => {
    if (!isConsentRefusal(error)) return;
    setChecked(false);
    setRefusals((n) => n + 1);
  }, []);
  return {
    attempt,
    refused,
    props: { ref, id, checked, onChange: setChecked, error: refusals > 0 && !checked ? t('withdrawalConsent.required') : null },
  };
}
