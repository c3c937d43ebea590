import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffAccount } from '@dating/shared/contracts/staff-admin';
import { Button } from '@dating/shared/ui/button';
import { TextField } from '@dating/shared/ui/text-field';
import { theme } from '@dating/shared/ui/theme-tokens';
import { SelectField } from '../../../components/select-field';
import type { AuditFilters } from '../api/list-staff-audit-log';
import { useActionText } from '../audit-log-text';

interface Draft {
  staff: string;
  action: string;
  member: string;
  profile: string;
  from: string;
  to: string;
}

const EMPTY: Draft = { staff: '', action: '', member: '', profile: '', from: '', to: '' };
const ID = /^[1-9][0-9]{0,9}$/;

/** The form's texts as the api's filters; null fields where an id is no number (the form says which). */
function filtersOf(draft: Draft): { filters: AuditFilters; invalid: ('member' | 'profile')[] } {
  const filters: AuditFilters = {};
  const invalid: ('member' | 'profile')[] = [];
  if (draft.staff) filters.staff = Number(draft.staff);
  if (draft.action) filters.action = draft.action;
  for (const field of ['member', 'profile'] as const) {
    const value = draft[field].trim();
    if (value === '') continue;
    if (ID.test(value)) filters[field] = Number(value);
    else invalid.push(field);
  }
  if (draft.from) filters.from = draft.from;
  if (draft.to) filters.to = draft.to;
  return { filters, invalid };
}

export interface AuditFiltersFormProps {
  staff: StaffAccount[];
  actions: string[];
  onApply: (filters: AuditFilters) => void;
}

/** Who, what, about which member or profile, and which days (UTC): applied together with the button. */
export function AuditFiltersForm({ staff, actions, onApply }: AuditFiltersFormProps) {
  const { t } = useTranslation('mf-staff');
  const id = useId();
  const actionText = useActionText();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [invalid, setInvalid] = useState<('member' | 'profile')[]>([]);
  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = filtersOf(draft);
    setInvalid(parsed.invalid);
    if (parsed.invalid.length) return document.getElementById(`${id}-${parsed.invalid[0]}`)?.focus();
    onApply(parsed.filters);
  };
  const clear = () => {
    setDraft(EMPTY);
    setInvalid([]);
    onApply({});
  };
  const idError = (field: 'member' | 'profile') => (invalid.includes(field) ? t('auditLog.idInvalid') : null);

  return (
    <form
      aria-label={t('auditLog.filters')}
      onSubmit={submit}
      noValidate
      css={{
        display: 'grid',
        gap: theme.space(3),
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
        alignItems: 'start',
        background: theme.colors.surface,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radius,
        padding: theme.space(4),
      }}
    >
      <SelectField id={`${id}-staff`} label={t('auditLog.staff')} value={draft.staff} onChange={set('staff')}>
        <option value="">{t('auditLog.anyStaff')}</option>
        {staff.map((account) => (
          <option key={account.id} value={account.id}>
            {account.email}
          </option>
        ))}
      </SelectField>
      <SelectField id={`${id}-action`} label={t('auditLog.action')} value={draft.action} onChange={set('action')}>
        <option value="">{t('auditLog.anyAction')}</option>
        {actions.map((action) => (
          <option key={action} value={action}>
            {actionText(action)}
          </option>
        ))}
      </SelectField>
      <TextField
        id={`${id}-member`}
        label={t('auditLog.member')}
        inputMode="numeric"
        value={draft.member}
        error={idError('member')}
        onChange={set('member')}
      />
      <TextField
        id={`${id}-profile`}
        label={t('auditLog.profile')}
        inputMode="numeric"
        value={draft.profile}
        error={idError('profile')}
        onChange={set('profile')}
      />
      <TextField
        id={`${id}-from`}
        label={t('auditLog.from')}
        type="date"
        value={draft.from}
        max={draft.to || undefined}
        onChange={set('from')}
      />
      <TextField id={`${id}-to`} label={t('auditLog.to')} type="date" value={draft.to} min={draft.from || undefined} onChange={set('to')} />
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2), alignSelf: 'end' }}>
        <Button type="submit">{t('auditLog.apply')}</Button>
        <Button variant="secondary" onClick={clear}>
          {t('auditLog.clear')}
        </Button>
      </div>
    </form>
  );
}
