import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffRole } from '@dating/shared/contracts/endpoint';
import { REPORT_REASONS } from '@dating/shared/contracts/reports';
import type { MemberPage, MemberPayment } from '@dating/shared/contracts/staff-members';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { withQuery } from '@dating/shared/routes/path-to';
import { staffPathTo } from '@dating/shared/routes/staff-route-table';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';
import { DataTable } from '../../../components/data-table';
import { useDateTimeText } from '../../../hooks/use-date-time';
import { useEraseMember } from '../api/erase-member';
import { useUnblockDirectDebit } from '../api/unblock-direct-debit';
import { useCountryName, useMembersErrorText, useMoneyText, useSanctionText } from '../members-format';
import { DecisionDialog, type MemberDecisionKind } from './decision-dialog';
import { MemberStateBadges } from './member-search';
import { ReasonDialog } from './reason-dialog';
import { RefundDialog } from './refund-dialog';

const cardCss = {
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  padding: theme.space(4),
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(3),
  minWidth: 0,
} as const;

const factCss = {
  display: 'grid',
  gridTemplateColumns: 'minmax(9rem, max-content) 1fr',
  gap: `${theme.space(2)} ${theme.space(4)}`,
  margin: 0,
  '& dt': { color: theme.colors.muted },
  '& dd': { margin: 0, fontWeight: 600, overflowWrap: 'anywhere' },
  '@media (max-width: 575px)': { gridTemplateColumns: '1fr', rowGap: theme.space(0.5), '& dd': { marginBottom: theme.space(2) } },
} as const;

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} css={cardCss}>
      <h2 id={id} css={{ fontSize: '1.1rem', margin: 0 }}>
        {title}
      </h2>
      {children}
    </section>
  );
}

const MODERATORS: readonly StaffRole[] = ['moderator', 'admin'];

// The values the page has texts for; another (a newer api's) is shown as it is.
const LEDGER_REASONS = ['signup_bonus', 'purchase', 'message', 'photo', 'gift', 'refund', 'chargeback', 'adjustment'] as const;
const PHOTO_STATUSES = ['active', 'pending', 'rejected'] as const;
const REPORT_STATUSES = ['open', 'reviewed', 'dismissed', 'decided'] as const;
const known = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);
const SUPPORT: readonly StaffRole[] = ['support', 'admin'];

type Dialog =
  | { kind: 'decision'; decision: MemberDecisionKind }
  | { kind: 'refund'; payment: MemberPayment }
  | { kind: 'unblock' }
  | { kind: 'erase' }
  | null;

/** A payment support may still refund: completed, with something left of it once the refunds still pending are counted. */
const refundable = (payment: MemberPayment) =>
  payment.status === 'completed' && payment.amount_cents > payment.refunded_cents + payment.refund_pending_cents;

/**
 * A member's page: the account's state and what staff of this role may do about it (moderators: warn,
 * suspend, ban, lift, erase; support: refunds and the direct-debit block), then the record — payments, the
 * ledger, photos, reports made and received, moderation history and logins. No private messages.
 */
export function MemberView({ member, role, q }: { member: MemberPage; role: StaffRole; q: string }) {
  const { t } = useTranslation('mf-staff');
  const { navigate } = useShellContext();
  const dateTime = useDateTimeText();
  const money = useMoneyText();
  const country = useCountryName();
  const sanctionText = useSanctionText();
  const errorText = useMembersErrorText();
  const unblock = useUnblockDirectDebit();
  const erase = useEraseMember();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const name = member.name ?? t('members.noName', { id: member.user_id });
  const moderator = MODERATORS.includes(role);
  const support = SUPPORT.includes(role);
  const close = () => setDialog(null);
  const erased = member.deleted_at !== null;
  const yesNo = (value: boolean) => t(value ? 'members.yes' : 'members.no');
  const signIn = (at: string, code: string | null) => `${dateTime(at)} · ${country(code) ?? t('members.unknownCountry')}`;

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
      <header css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: theme.space(3) }}>
        <div css={{ minWidth: 0 }}>
          <h2 css={{ margin: 0, fontSize: '1.5rem', overflowWrap: 'anywhere' }}>{name}</h2>
          <p css={{ margin: `${theme.space(1)} 0`, color: theme.colors.muted, overflowWrap: 'anywhere' }}>
            {member.email} · {t('members.ids', { user: member.user_id, profile: member.profile_id ?? '–' })}
          </p>
          <MemberStateBadges member={member} />
        </div>
        <Button variant="secondary" onClick={() => navigate(withQuery(staffPathTo('staff-members'), { q }))}>
          {t('members.back')}
        </Button>
      </header>

      {notice ? (
        <Alert level="success" onDismiss={() => setNotice(null)} dismissLabel={t('members.dialog.close')}>
          {notice}
        </Alert>
      ) : null}
      {member.sanction ? <Alert level="danger">{sanctionText(member.sanction)}</Alert> : null}

      {!erased && (moderator || (support && member.direct_debit_blocked)) ? (
        <section aria-labelledby="member-actions" css={{ ...cardCss, flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center' }}>
          <h2 id="member-actions" css={{ fontSize: '1.1rem', margin: 0, marginInlineEnd: theme.space(2) }}>
            {t('members.actions.title')}
          </h2>
          {moderator ? (
            <>
              <Button size="sm" variant="secondary" onClick={() => setDialog({ kind: 'decision', decision: 'warn' })}>
                {t('members.actions.warn')}
              </Button>
              {member.sanction?.kind !== 'ban' ? (
                <Button size="sm" variant="secondary" onClick={() => setDialog({ kind: 'decision', decision: 'suspend' })}>
                  {t('members.actions.suspend')}
                </Button>
              ) : null}
              {member.sanction?.kind !== 'ban' ? (
                <Button size="sm" onClick={() => setDialog({ kind: 'decision', decision: 'ban' })}>
                  {t('members.actions.ban')}
                </Button>
              ) : null}
              {member.sanction ? (
                <Button size="sm" onClick={() => setDialog({ kind: 'decision', decision: 'lift' })}>
                  {t('members.actions.lift')}
                </Button>
              ) : null}
              <Button size="sm" variant="secondary" onClick={() => setDialog({ kind: 'erase' })}>
                {t('members.actions.erase')}
              </Button>
            </>
          ) : null}
          {support && member.direct_debit_blocked ? (
            <Button size="sm" variant="secondary" onClick={() => setDialog({ kind: 'unblock' })}>
              {t('members.actions.unblock')}
            </Button>
          ) : null}
        </section>
      ) : null}

      <div
        css={{
          display: 'grid',
          gap: theme.space(4),
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 24rem), 1fr))',
          alignItems: 'start',
        }}
      >
        <Card id="member-account" title={t('members.account.title')}>
          <dl css={factCss}>
            <dt>{t('members.account.signup')}</dt>
            <dd>{signIn(member.signup.at, member.signup.country)}</dd>
            <dt>{t('members.account.confirmed')}</dt>
            <dd>{yesNo(member.confirmed)}</dd>
            <dt>{t('members.account.premium')}</dt>
            <dd>{yesNo(member.premium)}</dd>
            <dt>{t('members.account.language')}</dt>
            <dd>{member.language}</dd>
            <dt>{t('members.account.country')}</dt>
            <dd>{country(member.country) ?? '–'}</dd>
            <dt>{t('members.account.sanction')}</dt>
            <dd>{sanctionText(member.sanction) ?? t('members.account.none')}</dd>
            <dt>{t('members.account.deletion')}</dt>
            <dd>
              {member.deleted_at
                ? t('members.account.erasedAt', { date: dateTime(member.deleted_at) })
                : member.deletion_requested_at
                  ? t('members.account.deletionRequested', { date: dateTime(member.deletion_requested_at) })
                  : t('members.account.none')}
            </dd>
            <dt>{t('members.account.directDebit')}</dt>
            <dd>
              {member.direct_debit_blocked
                ? t('members.account.blocked', { date: dateTime(member.direct_debit_blocked.at) })
                : t('members.account.notBlocked')}
            </dd>
            <dt>{t('members.account.balance')}</dt>
            <dd>{t('members.account.credits', { count: member.balance })}</dd>
          </dl>
        </Card>
        <Card id="member-logins" title={t('members.logins.title')}>
          {member.logins.length === 0 ? (
            <p css={{ margin: 0 }}>{t('members.logins.none')}</p>
          ) : (
            <ul css={{ margin: 0, paddingInlineStart: theme.space(4), maxHeight: '14rem', overflowY: 'auto' }}>
              {member.logins.map((login, index) => (
                <li key={`${login.at}-${index}`}>{signIn(login.at, login.country)}</li>
              ))}
            </ul>
          )}
        </Card>
      </div>

      <DataTable
        caption={t('members.payments.caption')}
        head={
          <tr>
            <th scope="col">{t('members.payments.id')}</th>
            <th scope="col">{t('members.payments.date')}</th>
            <th scope="col">{t('members.payments.status')}</th>
            <th scope="col">{t('members.payments.method')}</th>
            <th scope="col" className="number">
              {t('members.payments.credits')}
            </th>
            <th scope="col" className="number">
              {t('members.payments.amount')}
            </th>
            <th scope="col" className="number">
              {t('members.payments.refunded')}
            </th>
            {support ? <th scope="col">{t('members.payments.actions')}</th> : null}
          </tr>
        }
      >
        {member.payments.length === 0 ? (
          <tr>
            <td colSpan={support ? 8 : 7}>{t('members.payments.none')}</td>
          </tr>
        ) : (
          member.payments.map((payment) => (
            <tr key={payment.id}>
              <th scope="row" css={{ fontFamily: 'monospace', fontWeight: 400, overflowWrap: 'anywhere' }}>
                {payment.id}
              </th>
              <td css={{ whiteSpace: 'nowrap' }}>{dateTime(payment.paid_at ?? payment.created_at)}</td>
              <td>{t(`members.paymentStatus.${payment.status}`)}</td>
              <td>{payment.method}</td>
              <td className="number">{payment.credits}</td>
              <td className="number">{money(payment.amount_cents, payment.currency)}</td>
              <td className="number">
                {payment.refunded_cents > 0 ? money(payment.refunded_cents, payment.currency) : null}
                {payment.refunded_cents === 0 && payment.refund_pending_cents === 0 ? '–' : null}
                {payment.refund_pending_cents > 0 ? (
                  <span css={{ display: 'block', color: theme.colors.muted, whiteSpace: 'nowrap' }}>
                    {t('members.payments.refundPending', { amount: money(payment.refund_pending_cents, payment.currency) })}
                  </span>
                ) : null}
              </td>
              {support ? (
                <td>
                  {refundable(payment) && !erased ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('members.payments.refundFor', { id: payment.id })}
                      onClick={() => setDialog({ kind: 'refund', payment })}
                    >
                      {t('members.payments.refund')}
                    </Button>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))
        )}
      </DataTable>

      <DataTable
        caption={t('members.ledger.caption')}
        head={
          <tr>
            <th scope="col">{t('members.ledger.date')}</th>
            <th scope="col">{t('members.ledger.reason')}</th>
            <th scope="col" className="number">
              {t('members.ledger.delta')}
            </th>
            <th scope="col">{t('members.ledger.payment')}</th>
          </tr>
        }
      >
        {member.ledger.map((row, index) => (
          <tr key={`${row.at}-${index}`}>
            <td css={{ whiteSpace: 'nowrap' }}>{dateTime(row.at)}</td>
            <td>{known(LEDGER_REASONS, row.reason) ? t(`members.ledgerReasons.${row.reason}`) : row.reason}</td>
            <td className="number" css={{ color: row.delta < 0 ? theme.colors.danger : theme.colors.text, fontWeight: 600 }}>
              {row.delta > 0 ? `+${row.delta}` : row.delta}
            </td>
            <td css={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{row.payment_id ?? ''}</td>
          </tr>
        ))}
      </DataTable>

      <Card id="member-photos" title={t('members.photos.title')}>
        {member.photos.length === 0 ? (
          <p css={{ margin: 0 }}>{t('members.photos.none')}</p>
        ) : (
          <ul
            css={{
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'grid',
              gap: theme.space(3),
              gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))',
            }}
          >
            {member.photos.map((photo) => (
              <li key={photo.id} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(1), fontSize: '0.85rem' }}>
                <img
                  src={photo.url}
                  alt={t('members.photos.alt', { id: photo.id })}
                  width={110}
                  height={110}
                  css={{
                    width: '100%',
                    height: 'auto',
                    aspectRatio: '1',
                    objectFit: 'cover',
                    borderRadius: theme.radius,
                    background: theme.colors.background,
                  }}
                />
                <span>
                  {known(PHOTO_STATUSES, photo.status) ? t(`members.photoStatus.${photo.status}`) : photo.status}
                  {photo.is_main ? ` · ${t('members.photos.main')}` : ''}
                </span>
                <span css={{ color: theme.colors.muted }}>
                  {photo.reviewed_at ? t('members.photos.reviewed', { date: dateTime(photo.reviewed_at) }) : t('members.photos.unreviewed')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>

      {(['received', 'made'] as const).map((side) => {
        const lines = side === 'received' ? member.reports_received : member.reports_made;
        return (
          <DataTable
            key={side}
            caption={t(`members.reports.${side}`, { count: lines.length })}
            head={
              <tr>
                <th scope="col">{t('members.reports.date')}</th>
                <th scope="col">{t(side === 'received' ? 'members.reports.reporter' : 'members.reports.reported')}</th>
                <th scope="col">{t('members.reports.reason')}</th>
                <th scope="col">{t('members.reports.comment')}</th>
                <th scope="col">{t('members.reports.status')}</th>
              </tr>
            }
          >
            {lines.length === 0 ? (
              <tr>
                <td colSpan={5}>{t('members.reports.none')}</td>
              </tr>
            ) : (
              lines.map((line) => (
                <tr key={line.id}>
                  <td css={{ whiteSpace: 'nowrap' }}>{dateTime(line.created_at)}</td>
                  <td>{line.other ? `${line.other.name} (${line.other.profile_id})` : t('members.reports.gone')}</td>
                  <td>{known(REPORT_REASONS, line.reason) ? t(`reports.reasons.${line.reason}`) : line.reason}</td>
                  <td css={{ overflowWrap: 'anywhere', maxWidth: '28rem' }}>{line.comment}</td>
                  <td>{known(REPORT_STATUSES, line.status) ? t(`members.reportStatus.${line.status}`) : line.status}</td>
                </tr>
              ))
            )}
          </DataTable>
        );
      })}

      <DataTable
        caption={t('members.history.caption')}
        head={
          <tr>
            <th scope="col">{t('members.history.date')}</th>
            <th scope="col">{t('members.history.kind')}</th>
            <th scope="col">{t('members.history.ground')}</th>
            <th scope="col">{t('members.history.facts')}</th>
            <th scope="col">{t('members.history.by')}</th>
          </tr>
        }
      >
        {member.decisions.length === 0 ? (
          <tr>
            <td colSpan={5}>{t('members.history.none')}</td>
          </tr>
        ) : (
          member.decisions.map((decision) => (
            <tr key={decision.id}>
              <td css={{ whiteSpace: 'nowrap' }}>{dateTime(decision.created_at)}</td>
              <td>
                {t(`reports.kinds.${decision.kind}`)}
                {decision.suspended_until ? ` · ${t('members.history.until', { date: dateTime(decision.suspended_until) })}` : ''}
              </td>
              <td>{t(`reports.grounds.${decision.ground}`)}</td>
              <td css={{ overflowWrap: 'anywhere', maxWidth: '28rem', whiteSpace: 'pre-line' }}>{decision.facts}</td>
              <td css={{ overflowWrap: 'anywhere' }}>{decision.staff_email ?? '–'}</td>
            </tr>
          ))
        )}
      </DataTable>

      {dialog?.kind === 'decision' ? (
        <DecisionDialog
          memberUserId={member.user_id}
          name={name}
          kind={dialog.decision}
          onDecided={() => {
            setNotice(t(`members.decision.done.${dialog.decision}`));
            close();
          }}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'refund' ? <RefundDialog memberUserId={member.user_id} payment={dialog.payment} onClose={close} /> : null}
      {dialog?.kind === 'unblock' ? (
        <ReasonDialog
          title={t('members.unblock.title', { name })}
          intro={t('members.unblock.intro')}
          submitLabel={t('members.unblock.submit')}
          pending={unblock.isPending}
          error={unblock.error ? errorText(unblock.error) : null}
          onSubmit={(reason) =>
            unblock.mutate(
              { member: member.user_id, reason },
              {
                onSuccess: () => {
                  close();
                  setNotice(t('members.unblock.done'));
                },
              },
            )
          }
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'erase' ? (
        <ReasonDialog
          title={t('members.erase.title', { name })}
          intro={t('members.erase.intro')}
          submitLabel={t('members.erase.submit')}
          irreversible
          pending={erase.isPending}
          error={erase.error ? errorText(erase.error) : null}
          onSubmit={(reason) =>
            erase.mutate(
              { member: member.user_id, reason },
              { onSuccess: () => navigate(withQuery(staffPathTo('staff-members'), { q, erased: 1 })) },
            )
          }
          onClose={close}
        />
      ) : null}
    </div>
  );
}
