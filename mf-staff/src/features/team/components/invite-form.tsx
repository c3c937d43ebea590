import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_ROLES, type StaffRole } from '@dating/shared/contracts/endpoint';
import { inviteStaffMemberEndpoint } from '@dating/shared/contracts/staff-admin';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { TextField } from '@dating/shared/ui/text-field';
import { theme } from '@dating/shared/ui/theme-tokens';
import { SelectField } from '../../../components/select-field';
import { useInviteStaffMember } from '../api/invite-staff-member';
import { useTeamErrorText } from '../team-errors';

export interface Invitation {
  email: string;
  url: string;
  expiresAt: string;
}

/** The invitation: an address and a role; the answer's set-up link goes to the page, which shows it once. */
export function InviteForm({ onInvited }: { onInvited: (invitation: Invitation) => void }) {
  const { t } = useTranslation('mf-staff');
  const id = useId();
  const errorText = useTeamErrorText();
  const invite = useInviteStaffMember();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('operator');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    const problem =
      trimmed === ''
        ? t('team.invite.emailRequired')
        : inviteStaffMemberEndpoint.body.shape.email.safeParse(trimmed).success
          ? null
          : t('team.invite.emailInvalid');
    setFieldError(problem);
    if (problem) return emailRef.current?.focus();
    invite.reset();
    invite.mutate(
      { email: trimmed, role },
      {
        onSuccess: (answer) => {
          setEmail('');
          onInvited({ email: answer.staff.email, url: answer.setup_url, expiresAt: answer.expires_at });
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}
    >
      <h2 id={`${id}-title`} css={{ fontSize: '1.15rem', margin: 0 }}>
        {t('team.invite.title')}
      </h2>
      {invite.error ? <Alert level="danger">{errorText(invite.error)}</Alert> : null}
      <div
        css={{
          display: 'grid',
          gap: theme.space(3),
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
          alignItems: 'end',
        }}
      >
        <TextField
          ref={emailRef}
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          label={t('team.invite.email')}
          value={email}
          error={fieldError}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SelectField
          id={`${id}-role`}
          label={t('team.invite.role')}
          value={role}
          onChange={(event) => setRole(event.target.value as StaffRole)}
        >
          {STAFF_ROLES.map((value) => (
            <option key={value} value={value}>
              {t(`roles.${value}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? t('team.invite.submitting') : t('team.invite.submit')}
        </Button>
      </div>
    </form>
  );
}
