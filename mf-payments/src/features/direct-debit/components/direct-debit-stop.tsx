import { useTranslation } from 'react-i18next';
import { pathTo, withQuery } from '@dating/shared/routes/path-to';
import { Alert } from '@dating/shared/ui/alert';
import { theme } from '@dating/shared/ui/theme-tokens';
import { AppLink } from '../../transactions';

/** Why direct debit cannot go on: blocked for the member (too many wrong codes, a chargeback) or no SMS codes left. */
export type DirectDebitStop = 'blocked' | 'limit';

/** The stop in the api's words (common texts) and the way on: the same bundle with another payment method. */
export function DirectDebitStopNotice({ stop, bundle, country }: { stop: DirectDebitStop; bundle: number | null; country: string | null }) {
  const { t } = useTranslation('payments-recurring');
  const { t: common } = useTranslation('common');
  const other = withQuery(bundle === null ? pathTo('credits') : pathTo('credits-id-paymentmethod', { id: String(bundle) }), {
    country: country ?? undefined,
  });
  return (
    <div data-testid="direct-debit-stop" data-stop={stop} css={{ display: 'grid', gap: theme.space(3) }}>
      <Alert level={stop === 'blocked' ? 'danger' : 'warning'}>
        {stop === 'blocked' ? common('errors.direct_debit_blocked') : common('errors.sms_limit_reached')}
      </Alert>
      <p css={{ margin: 0 }}>
        <AppLink href={other} css={{ color: theme.colors.primary, fontWeight: 600 }}>
          {t('otherMethods')}
        </AppLink>
      </p>
    </div>
  );
}
