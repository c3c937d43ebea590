import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { discountCodeInput } from '@dating/shared/contracts/discounts';
import { Button } from '@dating/shared/ui/button';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { usePercent } from '../offers/discount-display';

interface AppliedCode {
  code: string;
  percent: number;
  /** When it ends ("Ends in 03:59:12", "Valid until …"); null for a code without an end. */
  end: ReactNode;
}

export interface DiscountCodeFieldProps {
  /** The code that holds now, shown with a way to remove it; null shows the field. */
  applied: AppliedCode | null;
  /** What the field holds at first (a code from the address that did not hold). */
  initialCode?: string;
  /** The server's verdict on the code tried, already in words. */
  error: string | null;
  checking: boolean;
  /** A well-formed code (trimmed, upper-case) to check. */
  onApply: (code: string) => void;
  onRemove: () => void;
}

/**
 * The discount code: the applied one (code, percentage, end, Remove), or "Have a code?" with a field the
 * server checks; its refusal is shown under the field, announced, and tied to it (aria-describedby).
 */
export function DiscountCodeField({ applied, initialCode = '', error, checking, onApply, onRemove }: DiscountCodeFieldProps) {
  const { t } = useTranslation('mf-payments');
  const { t: common } = useTranslation('common');
  const percent = usePercent();
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState(initialCode);
  const [ownError, setOwnError] = useState<string | null>(null);
  const shownError = ownError ?? error;

  if (applied) {
    return (
      <div
        data-testid="applied-discount"
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: theme.space(3),
          padding: `${theme.space(3)} ${theme.space(4)}`,
          borderRadius: theme.radius,
          border: `1px dashed ${theme.colors.success}`,
          background: '#eef8f0',
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" css={{ flex: 'none' }}>
          <path fill="none" stroke={theme.colors.success} strokeWidth="2" strokeLinejoin="round" d="M3 12V4h8l10 10-8 8z" />
          <circle cx="7.5" cy="8.5" r="1.5" fill={theme.colors.success} />
        </svg>
        <div css={{ flex: 1, minWidth: 180 }}>
          <p css={{ margin: 0, fontWeight: 700 }}>{t('discount.applied', { code: applied.code, percent: percent(applied.percent) })}</p>
          {applied.end !== null && <p css={{ margin: 0, color: theme.colors.muted, fontSize: '0.9rem' }}>{applied.end}</p>}
        </div>
        <Button
          variant="link"
          size="sm"
          onClick={() => {
            setValue('');
            onRemove();
          }}
          aria-label={t('discount.removeCode', { code: applied.code })}
        >
          {t('discount.remove')}
        </Button>
      </div>
    );
  }

  const submit = () => {
    if (value.trim() === '') return setOwnError(t('discount.enterCode'));
    const code = discountCodeInput().safeParse(value);
    // A code with characters no code has cannot be found: the server's own words for it.
    if (!code.success) return setOwnError(common('errors.discount_not_found'));
    setOwnError(null);
    onApply(code.data);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      css={{ display: 'grid', gap: theme.space(2) }}
    >
      <label htmlFor={inputId} css={{ fontWeight: 600 }}>
        {t('discount.haveCode')}
      </label>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2), alignItems: 'center' }}>
        <input
          id={inputId}
          name="discount-code"
          value={value}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={shownError !== null}
          aria-describedby={shownError !== null ? errorId : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setOwnError(null);
          }}
          css={{
            font: 'inherit',
            flex: '1 1 160px',
            maxWidth: 280,
            padding: `${theme.space(2)} ${theme.space(3)}`,
            borderRadius: theme.radius,
            border: `1px solid ${shownError !== null ? theme.colors.danger : theme.colors.border}`,
            background: theme.colors.surface,
            textTransform: 'uppercase',
            letterSpacing: '0.04em',
            '&:focus-visible': { outline: `3px solid ${theme.colors.primary}`, outlineOffset: 2 },
          }}
        />
        <Button type="submit" variant="secondary" disabled={checking} aria-busy={checking}>
          {t('discount.apply')}
        </Button>
        {checking && <Spinner label={t('discount.checking')} size={20} />}
      </div>
      {shownError !== null && (
        <p id={errorId} role="alert" data-testid="discount-error" css={{ margin: 0, color: theme.colors.danger, fontWeight: 600 }}>
          {shownError}
        </p>
      )}
    </form>
  );
}
