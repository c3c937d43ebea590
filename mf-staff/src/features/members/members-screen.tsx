import { useTranslation } from 'react-i18next';
import { useBusState, useRoute } from '@dating/shared/parcel/shell-context-hooks';
import { Alert } from '@dating/shared/ui/alert';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useNotFoundPage } from '../../hooks/use-admin-page';
import { useMemberForStaff } from './api/get-member-for-staff';
import { MemberSearch } from './components/member-search';
import { MemberView } from './components/member-view';
import { useMembersErrorText } from './members-format';

/** A positive id of the query, or null. */
const memberOf = (value: string | undefined) => {
  const id = Number(value ?? '');
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * The members pages (`/staff/members`): the search, and a member's page (`?member=<user id>`) for
 * moderators, support and admins — each role with its own actions. Another role's call is the api's 404,
 * and the console then shows its 404 page.
 */
export function MembersScreen() {
  const { t } = useTranslation('mf-staff');
  const route = useRoute();
  const session = useBusState('staffSession');
  const memberId = memberOf(route.query.member);
  const q = route.query.q ?? '';
  const member = useMemberForStaff(memberId);
  const errorText = useMembersErrorText();
  const notFound = useNotFoundPage(member.error);
  const role = session.status === 'signed_in' ? session.staff.role : null;

  return (
    <section css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
      <div>
        <PageHeading css={{ marginBottom: theme.space(1) }}>{t('members.title')}</PageHeading>
        <p css={{ margin: 0, color: theme.colors.muted }}>{t('members.intro')}</p>
      </div>
      {route.query.erased ? <Alert level="success">{t('members.erase.done')}</Alert> : null}
      {memberId === null ? (
        <MemberSearch key={q} q={q} />
      ) : notFound ? null : member.error ? (
        <Alert level="danger">{errorText(member.error)}</Alert>
      ) : !member.data || role === null ? (
        <Spinner label={t('members.loading')} />
      ) : (
        <MemberView member={member.data.member} role={role} q={q} />
      )}
    </section>
  );
}
