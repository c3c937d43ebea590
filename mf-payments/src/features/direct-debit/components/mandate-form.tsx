import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DirectDebitMandate } from '@dating/shared/contracts/direct-debit';
import type { CreditBundle } from '@dating/shared/contracts/payments';
import { isApiError } from '@dating/shared/api-client/api-client';
import { DISCOUNT_ERRORS } from '@dating/shared/contracts/discounts';
import { WITHDRAWAL_CONSENT_VERSION } from '@dating/shared/contracts/withdrawal-consent';
import { Alert } from '@dating/shared/ui/alert';
import { useFormErrors, useFormMessage } from '@dating/shared/forms/use-form-errors';
import { Button } from '@dating/shared/ui/button';
import { ErrorSummary, errorSummaryItems } from '@dating/shared/ui/error-summary';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useMoney } from '../../../api/money';
import { DiscountedPrice } from '../../../components/discounted-price';
import { isConsentRefusal, WithdrawalConsent, type useWithdrawalConsent } from '../../../components/withdrawal-consent';
import { usePercent } from '../../../offers/discount-display';
import { useCreateDirectDebit, type MandateRequest } from '../api/create-direct-debit';
import { useDirectDebitPrice } from '../direct-debit-price';
import { ibanMessage, MANDATE_FIELDS, mandateFailure, validateMandate, type MandateField, type MandateValues } from '../mandate-form';
import { BundleChoice } from './bundle-choice';
import type { DirectDebitStop } from './direct-debit-stop';
import { Field } from './field';
import { MandateText } from './mandate-text';

const FIELD_ID: Record<MandateField, string> = {
  bundle: 'dd-bundle',
  holder: 'dd-holder',
  iban: 'dd-iban',
  phone: 'dd-phone',
  mandate: 'dd-mandate',
};

interface MandateFormProps {
  bundles: readonly CreditBundle[];
  country: string;
  values: MandateValues;
  onChange: (values: MandateValues) => void;
  onMandate: (mandate: DirectDebitMandate) => void;
  onStop: (stop: DirectDebitStop) => void;
  /** The discount code the method page priced direct debit with (`?discount=`); null for none. */
  discountCode: string | null;
  /**
   * The consent to immediate supply's state: the screen's, so a tick stays when the member comes back from the
   * code step to change their details, as the mandate's acceptance does (the same purchase).
   */
  consent: ReturnType<typeof useWithdrawalConsent>;
}

/**
 * The mandate: bundle, account holder, IBAN (judged when left), mobile number, the mandate text and its
 * acceptance, then the consent to immediate supply (CRD art. 16(m)) as the checkout asks it. Submitting sends the
 * SMS code: the fields first (the error summary), then the consent (its error at the box, which takes focus). One
 * client id per mandate as entered, so a retry of the same details is the same mandate at the api and changed
 * details are a new one.
 */
export function MandateForm({ bundles, country, values, onChange, onMandate, onStop, discountCode, consent }: MandateFormProps) {
  const { t } = useTranslation('payments-recurring');
  const { t: tPayments } = useTranslation('mf-payments');
  const { t: common } = useTranslation('common');
  const percent = usePercent();
  const text = useFormMessage();
  const money = useMoney();
  const { failure, failures, summaryRef, refuse, clearErrors, clearFieldError, judgeField } = useFormErrors<MandateField>();
  const create = useCreateDirectDebit();
  const attempt = useRef<{ key: string; clientId: string } | null>(null);
  const price = useDirectDebitPrice(values.bundle, country, discountCode);
  const currency = bundles[0]?.currency ?? 'EUR';

  const set = <K extends keyof MandateValues>(key: K, value: MandateValues[K], field: MandateField) => {
    onChange({ ...values, [key]: value });
    clearFieldError(field);
  };
  const fieldError = (field: MandateField) => (failure.fields[field] ? text(failure.fields[field]) : null);

  const send = (mandate: Omit<MandateRequest, 'client_id' | 'withdrawal_consent'>) => {
    // The code goes with the mandate only as the price shown carries it: the member pays what they saw.
    const details = { ...mandate, ...(price.discount ? { discount_code: price.discount.code } : {}) };
    const key = JSON.stringify(details);
    if (attempt.current?.key !== key) attempt.current = { key, clientId: crypto.randomUUID() };
    const body: MandateRequest = { ...details, withdrawal_consent: WITHDRAWAL_CONSENT_VERSION, client_id: attempt.current.clientId };
    create.mutate(body, {
      onSuccess: ({ mandate: waiting }) => onMandate(waiting),
      onError: (error) => {
        // The api did not get the consent: said at the box, as when the box was not ticked.
        if (isConsentRefusal(error)) return consent.refused(error);
        if (isApiError(error) && error.code === 'direct_debit_blocked') return onStop('blocked');
        if (isApiError(error) && error.code === 'sms_limit_reached') return onStop('limit');
        // The code no longer holds (used meanwhile): the price is asked again and shown without it.
        if (isApiError(error) && (DISCOUNT_ERRORS as readonly string[]).includes(error.code)) void price.refetch();
        refuse(mandateFailure(error));
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const validation = validateMandate(values, country);
    if (!validation.ok) return refuse(validation.failure);
    clearErrors();
    consent.attempt(() => send(validation.body));
  };

  const items = errorSummaryItems(failure, MANDATE_FIELDS, (field) => FIELD_ID[field], text);
  const busy = create.isPending;
  return (
    <form noValidate onSubmit={onSubmit} css={{ display: 'grid', gap: theme.space(4) }}>
      {items.length > 0 && (
        <ErrorSummary key={failures} ref={summaryRef} idPrefix="direct-debit" title={t('directDebit.errorsTitle')} items={items} />
      )}
      <BundleChoice
        bundles={bundles}
        chosen={values.bundle}
        onChoose={(bundle) => set('bundle', bundle, 'bundle')}
        error={fieldError('bundle')}
      />
      {price.discount && price.offer && (
        <p data-testid="direct-debit-discount" css={{ margin: 0, display: 'flex', justifyContent: 'space-between', gap: theme.space(3) }}>
          <span>{tPayments('discount.applied', { code: price.discount.code, percent: percent(price.discount.value_percentage) })}</span>
          <DiscountedPrice listCents={price.discount.list_amount_cents} cents={price.offer.amount_cents} currency={currency} />
        </p>
      )}
      {discountCode !== null && price.discountError !== null && (
        <div data-testid="direct-debit-discount-error">
          <Alert level="warning">{common(`errors.${price.discountError}`)}</Alert>
        </div>
      )}
      {price.offer && (
        <p data-testid="direct-debit-total" css={{ margin: 0, display: 'flex', justifyContent: 'space-between', fontWeight: 700 }}>
          <span>{t('directDebit.total')}</span>
          <span>{money(price.offer.total_cents, currency)}</span>
        </p>
      )}
      <Field
        id={FIELD_ID.holder}
        label={t('directDebit.holder')}
        autoComplete="name"
        value={values.holder}
        error={fieldError('holder')}
        onChange={(event) => set('holder', event.target.value, 'holder')}
      />
      <Field
        id={FIELD_ID.iban}
        label={t('directDebit.iban')}
        hint={t('directDebit.ibanHint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={values.iban}
        error={fieldError('iban')}
        onChange={(event) => set('iban', event.target.value, 'iban')}
        onBlur={() => judgeField('iban', ibanMessage(values.iban))}
      />
      <Field
        id={FIELD_ID.phone}
        label={t('directDebit.phone')}
        hint={t('directDebit.phoneHint')}
        type="tel"
        autoComplete="tel"
        value={values.phone}
        error={fieldError('phone')}
        onChange={(event) => set('phone', event.target.value, 'phone')}
      />
      <MandateText />
      <div css={{ display: 'grid', gap: theme.space(1) }}>
        <label css={{ display: 'flex', gap: theme.space(2), alignItems: 'flex-start', fontWeight: 600, cursor: 'pointer' }}>
          <input
            id={FIELD_ID.mandate}
            type="checkbox"
            checked={values.accepted}
            aria-invalid={failure.fields.mandate ? true : undefined}
            aria-describedby={failure.fields.mandate ? 'dd-mandate-error' : undefined}
            onChange={(event) => set('accepted', event.target.checked, 'mandate')}
            css={{ width: 20, height: 20, margin: '2px 0 0', flex: 'none', accentColor: theme.colors.primary }}
          />
          <span>{t('directDebit.accept')}</span>
        </label>
        {failure.fields.mandate && (
          <p id="dd-mandate-error" css={{ margin: 0, color: theme.colors.danger, fontSize: '0.9rem' }}>
            {text(failure.fields.mandate)}
          </p>
        )}
      </div>
      <WithdrawalConsent {...consent.props} disabled={busy} />
      <Button type="submit" size="lg" disabled={busy} aria-busy={busy} css={{ justifyContent: 'center', fontWeight: 700 }}>
        {busy ? t('directDebit.submitting') : t('directDebit.submit')}
      </Button>
    </form>
  );
}
