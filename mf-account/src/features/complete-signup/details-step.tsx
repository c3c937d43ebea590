import { useTranslation } from 'react-i18next';
import { BODY_TYPES, EYE_COLORS, GENDERS, HAIR_COLORS, RELATIONSHIP_STATUSES, TATTOO_OPTIONS } from '@dating/shared/contracts/profile';
import { useProfileDetailLabel, useProfileFieldName, type ProfileDetailValues } from '@dating/shared/i18n/common-labels';
import { theme } from '@dating/shared/ui/theme-tokens';
import { SelectField } from '../../components/select-field';

export const DETAIL_FIELDS = ['hair_color', 'eye_color', 'body_type', 'relationship_status', 'tattoos'] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];
export type Details = Record<DetailField, string>;

const OPTIONS: { [F in DetailField]: readonly ProfileDetailValues[F][] } = {
  hair_color: HAIR_COLORS,
  eye_color: EYE_COLORS,
  body_type: BODY_TYPES,
  relationship_status: RELATIONSHIP_STATUSES,
  tattoos: TATTOO_OPTIONS,
};

/**
 * The personal details of the profile a member may fill in after signup; each one may stay "not saying".
 * `gender`: the member's, so that a relationship status agrees with it (Polish "Zamężna").
 */
export function DetailsStep({
  values,
  gender,
  onChange,
  idPrefix,
}: {
  values: Details;
  gender: string;
  onChange: (field: DetailField, value: string) => void;
  idPrefix: string;
}) {
  const { t } = useTranslation('mf-account');
  const fieldName = useProfileFieldName();
  const detailLabel = useProfileDetailLabel();
  const knownGender = GENDERS.find((known) => known === gender);
  const options = <F extends DetailField>(field: F) =>
    OPTIONS[field].map((value) => ({ value, label: detailLabel(field, value, knownGender) }));
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
      {DETAIL_FIELDS.map((field) => (
        <SelectField
          key={field}
          id={`${idPrefix}-${field}`}
          label={fieldName(field)}
          value={values[field]}
          onChange={(event) => onChange(field, event.target.value)}
          options={[{ value: '', label: t('profile.notSaying') }, ...options(field)]}
        />
      ))}
    </div>
  );
}
