import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DirectDebitMandate } from '@dating/shared/contracts/direct-debit';
import type { CreditBundle } from '@dating/shared/contracts/payments';
import { useApiErrorText } from '@dating/shared/i18n/api-error-text';
import { useRoute, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { pathTo, withQuery } from '@dating/shared/routes/path-to';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useCreditBundles } from '../../api/list-credit-bundles';
import { useDiscountParam } from '../../api/discount-param';
import { usePaymentCountryParam } from '../../api/payment-country';
import { useWithdrawalConsent } from '../../components/withdrawal-consent';
import { AppLink } from '../transactions';
import { useDirectDebit } from './api/get-direct-debit';
import { DirectDebitStopNotice, type DirectDebitStop } from './components/direct-debit-stop';
import { bindPurchaseOrigin } from '../../api/purchase-origin';
import { MandateForm } from './components/mandate-form';
import { SmsCodeStep } from './components/sms-code-step';
import type { MandateValues } from './mandate-form';

type Stage = { step: 'form' } | { step: 'code'; mandate: DirectDebitMandate } | { step: 'stop'; stop: DirectDebitStop };

/** `?bundle=` when it is one of the euro bundles, else the most popular one. */
function firstBundle(bundles: readonly CreditBundle[], asked: string | undefined): number | null {
  const wanted = bundles.find((bundle) => String(bundle.id) === asked) ?? bundles.find((bundle) => bundle.popular) ?? bundles[0];
  return wanted?.id ?? null;
}

/**
 * `/directdebit`: a bundle paid by SEPA direct debit (at the discounted price when the method page carried a
 * code that holds for it: `?discount=`) — the mandate form with the consent to immediate supply, then the SMS
 * code that confirms it,
 * then the payment's status page (pending until the bank settles). A member blocked for direct debit reads
 * so at once, with the way to another method.
 */
export function DirectDebitScreen() {
  const { t } = useTranslation('payments-recurring');
  const { t: tPayments } = useTranslation('mf-payments');
  const errorText = useApiErrorText();
  const { navigate } = useShellContext();
  const askedBundle = useRoute().query.bundle;
  // The code the method page priced direct debit with; none when the address names none.
  const discountCode = useDiscountParam() ?? null;
  const status = useDirectDebit();
  const bundles = useCreditBundles(usePaymentCountryParam());
  const [stage, setStage] = useState<Stage>({ step: 'form' });
  const [edited, setEdited] = useState<MandateValues | null>(null);
  // The consent to immediate supply (CRD art. 16(m)) on the mandate form: never ticked in advance.
  const consent = useWithdrawalConsent('dd-withdrawal-consent');

  const list = bundles.data;
  const country = list?.country ?? null;
  const values: MandateValues = edited ?? {
    bundle: list ? firstBundle(list.bundles, askedBundle) : null,
    holder: '',
    iban: '',
    phone: status.data?.phone ?? '',
    accepted: false,
  };

  const body = () => {
    if (status.isError || bundles.isError) {
      const failed = status.isError ? status : bundles;
      return (
        <Alert level="danger" actions={<Button onClick={() => void failed.refetch()}>{t('directDebit.retry')}</Button>}>
          {errorText(failed.error)}
        </Alert>
      );
    }
    if (!status.data || !list) return <Spinner label={t('loading')} />;
    if (status.data.blocked || stage.step === 'stop') {
      const stop = stage.step === 'stop' ? stage.stop : 'blocked';
      return <DirectDebitStopNotice stop={stop} bundle={values.bundle} country={country} />;
    }
    if (list.currency !== 'EUR') {
      return (
        <div css={{ display: 'grid', gap: theme.space(3) }}>
          <Alert level="warning">{t('directDebit.euroOnly')}</Alert>
          <p css={{ margin: 0 }}>
            <AppLink href={withQuery(pathTo('credits'), { country: list.country })} css={{ color: theme.colors.primary, fontWeight: 600 }}>
              {t('otherMethods')}
            </AppLink>
          </p>
        </div>
      );
    }
    if (stage.step === 'code') {
      return (
        <SmsCodeStep
          mandate={stage.mandate}
          onConfirmed={(id) => {
            // The way back after paying is this payment's only.
            bindPurchaseOrigin(id);
            navigate(pathTo('transactions-id', { id }));
          }}
          onStop={(stop) => setStage({ step: 'stop', stop })}
          onChangeDetails={() => setStage({ step: 'form' })}
        />
      );
    }
    return (
      <>
        <p css={{ margin: `0 0 ${theme.space(4)}`, color: theme.colors.muted }}>{t('directDebit.intro')}</p>
        <MandateForm
          bundles={list.bundles}
          country={list.country}
          values={values}
          onChange={setEdited}
          onMandate={(mandate) => setStage({ step: 'code', mandate })}
          onStop={(stop) => setStage({ step: 'stop', stop })}
          discountCode={discountCode}
          consent={consent}
        />
      </>
    );
  };

  return (
    <section css={{ maxWidth: 640, margin: '0 auto', paddingBottom: theme.space(8) }}>
      <PageHeading>{tPayments('directDebit.title')}</PageHeading>
      {body()}
    </section>
  );
}
