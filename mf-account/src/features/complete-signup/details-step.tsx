import { useTranslation } from 'react-i18next';
import { BODY_TYPES, EYE_COLORS, HAIR_COLORS, RELATIONSHIP_STATUSES, TATTOO_OPTIONS } from '@dating/shared/contracts/profile';
import { theme } from '@dating/shared/ui/theme-tokens';
import { SelectField } from '../../components/select-field';

export const DETAIL_FIELDS = ['hair_color', 'eye_color', 'body_type', 'relationship_status', 'tattoos'] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];
export type Details = Record<DetailField, string>;

const OPTIONS: Record<DetailField, readonly string[]> = {
  hair_color: HAIR_COLORS,
  eye_color: EYE_COLORS,
  body_type: BODY_TYPES,
  relationship_status: RELATIONSHIP_STATUSES,
  tattoos: TATTOO_OPTIONS,
};

/** The personal details of §3 a member may fill in after signup; each one may stay "not saying". */
export function DetailsStep({ values, onChange, idPrefix }: { values: Details; onChange: (field: DetailField, value: string) => void; idPrefix: string }) {
  const { t } = useTranslation('mf-account');
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
      {DETAIL_FIELDS.map((field) => (
        <SelectField
          key={field}
          id={`${idPrefix}-${field}`}
          label={t(`profile.fields.${field}`)}
          value={values[field]}
          onChange={(event) => onChange(field, event.target.value)}
          options={[
            { value: '', label: t('profile.notSaying') },
            ...OPTIONS[field].map((value) => ({ value, label: t(`profile.values.${field}.${value}` as 'profile.values.tattoos.none') })),
          ]}
        />
      ))}
    </div>
  );
}
