import { useTranslation } from 'react-i18next';
import type { PaymentStatus } from '@dating/shared/contracts/payment-methods';
import type { Payment } from '@dating/shared/contracts/payments';
import { pathTo } from '@dating/shared/routes/path-to';
import { Button } from '@dating/shared/ui/button';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { VisuallyHidden } from '@dating/shared/ui/visually-hidden';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { useMoney } from '../../api/money';
import { usePayments } from './api/list-payments';
import { AppLink } from './app-link';
import { useDateTime, useMethodName } from './payment-format';

// Dark text on a light tint: readable at a badge's small size (white on the theme's green is not).
const ENDED = { background: '#eeeaf0', color: '#3d3a42' };
const STATUS_TONE: Record<PaymentStatus, { background: string; color: string }> = {
  pending: { background: theme.colors.infoBg, color: '#0d47a1' },
  completed: { background: '#e3f4e8', color: '#14632b' },
  failed: { background: theme.colors.dangerBg, color: '#a31f1f' },
  cancelled: ENDED,
  expired: ENDED,
  refunded: ENDED,
};

function StatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('mf-payments');
  return (
    <span
      data-status={status}
      css={{
        ...STATUS_TONE[status],
        display: 'inline-block',
        padding: '0.15em 0.6em',
        borderRadius: 999,
        fontSize: '0.8125rem',
        fontWeight: 600,
      }}
    >
      {t(`transactions.statuses.${status}`)}
    </span>
  );
}

const cell = { padding: `${theme.space(3)} ${theme.space(2)}`, textAlign: 'start', verticalAlign: 'middle' } as const;

/**
 * Below the md breakpoint six columns do not fit: each payment becomes a card, its cells label-value lines
 * (the label from `data-label`, the header row hidden from sight but not from screen readers).
 */
const narrow = `@media (max-width: ${theme.breakpoints.md - 1}px)`;
const stacked = {
  [narrow]: {
    'thead tr': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' },
    'tbody tr': { display: 'block', padding: `${theme.space(2)} ${theme.space(3)}` },
    'tbody td': { display: 'flex', justifyContent: 'space-between', gap: theme.space(3), padding: `${theme.space(1)} 0` },
    'tbody td::before': { content: 'attr(data-label)', color: theme.colors.muted },
  },
} as const;

/** The member's payments, newest first (as the api answers), each leading to its status and receipt. */
export function PaymentList() {
  const { t } = useTranslation('mf-payments');
  const { navigate } = useShellContext();
  const payments = usePayments();

  let body;
  if (payments.data) {
    body =
      payments.data.payments.length === 0 ? (
        <div data-testid="payments-empty" css={{ display: 'grid', gap: theme.space(3), justifyItems: 'start' }}>
          <p css={{ margin: 0 }}>{t('transactions.empty')}</p>
          <Button onClick={() => navigate(pathTo('credits'))}>{t('transactions.buy')}</Button>
        </div>
      ) : (
        <PaymentTable payments={payments.data.payments} />
      );
  } else if (payments.isError) {
    body = (
      <div role="alert" css={{ display: 'grid', gap: theme.space(3), justifyItems: 'start' }}>
        <p css={{ margin: 0 }}>{t('transactions.loadFailed')}</p>
        <Button onClick={() => void payments.refetch()}>{t('paymentStatus.retry')}</Button>
      </div>
    );
  } else {
    body = <Spinner label={t('paymentStatus.loading')} />;
  }

  return (
    <section>
      <PageHeading>{t('transactions.title')}</PageHeading>
      {body}
    </section>
  );
}

function PaymentTable({ payments }: { payments: Payment[] }) {
  const { t } = useTranslation('mf-payments');
  const money = useMoney();
  const dateTime = useDateTime();
  const methodName = useMethodName();
  return (
    <div>
      <table css={{ width: '100%', borderCollapse: 'collapse', background: theme.colors.surface, borderRadius: theme.radius, ...stacked }}>
        <caption css={{ textAlign: 'start', color: theme.colors.muted, paddingBottom: theme.space(2) }}>
          {t('transactions.caption')}
        </caption>
        <thead>
          <tr css={{ borderBottom: `2px solid ${theme.colors.border}` }}>
            <th scope="col" css={cell}>
              {t('transactions.date')}
            </th>
            <th scope="col" css={cell}>
              {t('transactions.credits')}
            </th>
            <th scope="col" css={cell}>
              {t('transactions.amount')}
            </th>
            <th scope="col" css={cell}>
              {t('transactions.fee')}
            </th>
            <th scope="col" css={cell}>
              {t('transactions.method')}
            </th>
            <th scope="col" css={cell}>
              {t('transactions.status')}
            </th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id} data-testid="payment-row" css={{ borderBottom: `1px solid ${theme.colors.border}` }}>
              <td css={cell} data-label={t('transactions.date')}>
                <AppLink href={pathTo('transactions-id', { id: payment.id })} css={{ color: theme.colors.primary, fontWeight: 600 }}>
                  {dateTime(payment.created_at)}
                  <VisuallyHidden>, {t('transactions.open')}</VisuallyHidden>
                </AppLink>
              </td>
              <td css={cell} data-label={t('transactions.credits')}>
                {payment.credits}
              </td>
              <td css={cell} data-label={t('transactions.amount')}>
                {money(payment.total_cents, payment.currency)}
              </td>
              <td css={cell} data-label={t('transactions.fee')}>
                {money(payment.fee_cents, payment.currency)}
              </td>
              <td css={cell} data-label={t('transactions.method')}>
                {methodName(payment.method)}
              </td>
              <td css={cell} data-label={t('transactions.status')}>
                <StatusBadge status={payment.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
