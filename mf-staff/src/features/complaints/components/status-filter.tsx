import { useTranslation } from 'react-i18next';
import { COMPLAINT_STATUSES, type ComplaintStatus } from '@dating/shared/contracts/staff-support';
import { theme } from '@dating/shared/ui/theme-tokens';
import { visuallyHiddenCss } from '@dating/shared/ui/visually-hidden';

/** The inbox's three tabs as toggle buttons, each with its count: open, answered, closed. */
export function StatusFilter({
  status,
  counts,
  onChange,
}: {
  status: ComplaintStatus;
  counts: Record<ComplaintStatus, number> | undefined;
  onChange: (status: ComplaintStatus) => void;
}) {
  const { t } = useTranslation('mf-staff');
  return (
    <fieldset
      css={{
        margin: 0,
        minWidth: 0,
        display: 'inline-flex',
        flexWrap: 'wrap',
        gap: theme.space(1),
        padding: theme.space(1),
        background: theme.colors.surface,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radius,
      }}
    >
      <legend css={visuallyHiddenCss}>{t('complaints.filterLabel')}</legend>
      {COMPLAINT_STATUSES.map((value) => {
        const pressed = value === status;
        return (
          <button
            key={value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(value)}
            css={{
              font: 'inherit',
              fontWeight: 600,
              border: 0,
              borderRadius: theme.radius - 2,
              padding: `${theme.space(2)} ${theme.space(3)}`,
              cursor: 'pointer',
              background: pressed ? theme.colors.primary : 'transparent',
              color: pressed ? theme.colors.onPrimary : theme.colors.text,
              '&:hover': pressed ? undefined : { background: theme.colors.background },
              '&:focus-visible': { outline: `2px solid ${theme.colors.primary}`, outlineOffset: 2 },
            }}
          >
            {t(`complaints.status.${value}`)}
            {counts ? <span css={{ marginInlineStart: theme.space(2), fontVariantNumeric: 'tabular-nums' }}>{counts[value]}</span> : null}
          </button>
        );
      })}
    </fieldset>
  );
}
