import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_SEARCH_MAX_LENGTH, type MemberHit } from '@dating/shared/contracts/staff-members';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { withQuery } from '@dating/shared/routes/path-to';
import { staffPathTo } from '@dating/shared/routes/staff-route-table';
import { Alert } from '@dating/shared/ui/alert';
import { Badge } from '@dating/shared/ui/badge';
import { Button } from '@dating/shared/ui/button';
import { Spinner } from '@dating/shared/ui/spinner';
import { TextField } from '@dating/shared/ui/text-field';
import { theme } from '@dating/shared/ui/theme-tokens';
import { DataTable } from '../../../components/data-table';
import { useDateTimeText } from '../../../hooks/use-date-time';
import { useSearchMembersForStaff } from '../api/search-members-for-staff';
import { useMembersErrorText, useSanctionText } from '../members-format';
import { ConsoleLink } from './console-link';

/** The state of an account in a few words, the sanction first (what staff must see before anything else). */
export function MemberStateBadges({ member }: { member: Pick<MemberHit, 'confirmed' | 'sanction' | 'deletion_requested_at'> }) {
  const { t } = useTranslation('mf-staff');
  return (
    <span css={{ display: 'inline-flex', flexWrap: 'wrap', gap: theme.space(1) }}>
      {member.sanction ? (
        <Badge tone="danger">{t(member.sanction.kind === 'ban' ? 'members.state.banned' : 'members.state.suspended')}</Badge>
      ) : null}
      {member.deletion_requested_at ? <Badge tone="warning">{t('members.state.deleting')}</Badge> : null}
      <Badge tone={member.confirmed ? 'primary' : 'neutral'}>
        {t(member.confirmed ? 'members.state.confirmed' : 'members.state.unconfirmed')}
      </Badge>
    </span>
  );
}

/** The search: one box for an address, a name, a profile id or a payment id; the results as a table. */
export function MemberSearch({ q }: { q: string }) {
  const { t } = useTranslation('mf-staff');
  const { navigate } = useShellContext();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(q);
  const [error, setError] = useState<string | null>(null);
  const search = useSearchMembersForStaff(q);
  const errorText = useMembersErrorText();
  const sanctionText = useSanctionText();
  const dateTime = useDateTimeText();
  const path = staffPathTo('staff-members');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setError(t('members.search.required'));
      return input.current?.focus();
    }
    setError(null);
    navigate(withQuery(path, { q: text.trim() }));
  };

  const members = search.data?.members ?? [];
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
      <search aria-label={t('members.search.label')}>
        <form noValidate onSubmit={submit} css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: theme.space(3) }}>
          <div css={{ flex: '1 1 22rem', maxWidth: '40rem' }}>
            <TextField
              ref={input}
              id={`${id}-q`}
              type="search"
              label={t('members.search.field')}
              hint={t('members.search.hint')}
              value={text}
              maxLength={MEMBER_SEARCH_MAX_LENGTH}
              error={error}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <Button type="submit" css={{ marginTop: '1.9rem' }}>
            {t('members.search.submit')}
          </Button>
        </form>
      </search>
      {search.error ? <Alert level="danger">{errorText(search.error)}</Alert> : null}
      {q !== '' && search.isFetching && !search.data ? <Spinner label={t('members.search.searching')} /> : null}
      {search.data ? (
        members.length === 0 ? (
          <output css={{ display: 'block' }}>{t('members.search.none', { q })}</output>
        ) : (
          <DataTable
            caption={t('members.search.caption', { count: members.length, q })}
            head={
              <tr>
                <th scope="col">{t('members.search.member')}</th>
                <th scope="col">{t('members.search.email')}</th>
                <th scope="col" className="number">
                  {t('members.search.profile')}
                </th>
                <th scope="col">{t('members.search.state')}</th>
                <th scope="col">{t('members.search.signup')}</th>
                <th scope="col">{t('members.search.matched')}</th>
              </tr>
            }
          >
            {members.map((member) => (
              <tr key={member.user_id}>
                <th scope="row">
                  <ConsoleLink href={withQuery(path, { member: member.user_id, q })} css={{ fontWeight: 600, color: theme.colors.primary }}>
                    {member.name ?? t('members.noName', { id: member.user_id })}
                  </ConsoleLink>
                </th>
                <td css={{ overflowWrap: 'anywhere' }}>{member.email}</td>
                <td className="number">{member.profile_id ?? '–'}</td>
                <td>
                  <MemberStateBadges member={member} />
                  {member.sanction ? (
                    <div css={{ color: theme.colors.muted, fontSize: '0.85rem' }}>{sanctionText(member.sanction)}</div>
                  ) : null}
                </td>
                <td css={{ whiteSpace: 'nowrap' }}>{dateTime(member.signup_at)}</td>
                <td>{t(`members.search.keys.${member.matched}`)}</td>
              </tr>
            ))}
          </DataTable>
        )
      ) : null}
    </div>
  );
}
