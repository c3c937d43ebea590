import { useTranslation } from 'react-i18next';
import type { StaffSessionState } from '@dating/shared/bus/events';
import { Dropdown } from '@dating/shared/ui/dropdown';
import { VisuallyHidden } from '@dating/shared/ui/visually-hidden';
import { theme } from '@dating/shared/ui/theme-tokens';
import { SHELL_NAMESPACE } from '../locale/locale-loaders';

export type StaffMember = Extract<StaffSessionState, { status: 'signed_in' }>['staff'];

/** The staff member's menu in the staff header: their e-mail address and role; Log out and Log out everywhere. */
export function StaffMenu({ staff, onLogOut }: { staff: StaffMember; onLogOut: (everywhere: boolean) => void }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return (
    // Never narrower than its button: on a phone the long address is cut short instead (the button's name holds it all).
    <div css={{ flex: 'none' }}>
      <Dropdown
        label={
          <span css={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', minWidth: 0, lineHeight: 1.2 }}>
            {/* The visible text is the end of the button's name: "Staff account: <e-mail> <role>". */}
            <VisuallyHidden>{t('staff.account')}</VisuallyHidden>
            <span
              css={{ maxWidth: 'min(40vw, 20rem)', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: 600 }}
            >
              {staff.email}
            </span>
            <span css={{ fontSize: '0.8rem', color: theme.colors.muted }}>{t(`staff.roles.${staff.role}`)}</span>
          </span>
        }
        items={[
          { id: 'logout', label: t('staff.logout'), onSelect: () => onLogOut(false) },
          { id: 'logout-everywhere', label: t('staff.logoutEverywhere'), onSelect: () => onLogOut(true) },
        ]}
      />
    </div>
  );
}
