import { useTranslation } from 'react-i18next';
import { ABOUT_ME_MAX } from '@dating/shared/contracts/own-profile';
import { GENDERS, SEXUALITIES } from '@dating/shared/contracts/profile';
import { useGenderLabel, useSexualityLabel } from '@dating/shared/i18n/common-labels';
import { theme } from '@dating/shared/ui/theme-tokens';
import type { StepProps } from './step-props';
import { RadioGroup } from '../../../components/radio-group';
import { SelectField } from '../../../components/select-field';
import { TextAreaField } from '../../../components/text-area-field';

/** Step 2: who the member is and is looking for, and a few free words. */
export function AboutMeStep({ draft, update, errorText, touch, idPrefix }: StepProps) {
  const { t } = useTranslation('mf-account');
  const genderLabel = useGenderLabel();
  const sexualityLabel = useSexualityLabel();
  // Once chosen above, the sexuality agrees with it (Polish "Biseksualna").
  const chosenGender = GENDERS.find((gender) => gender === draft.gender);
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
      <RadioGroup
        id={`${idPrefix}-gender`}
        name={`${idPrefix}-gender`}
        legend={t('signup.aboutMe.iAm')}
        value={draft.gender}
        options={GENDERS.map((gender) => ({ value: gender, label: genderLabel(gender) }))}
        onChange={(value) => update('gender', value)}
        error={errorText('gender')}
      />
      <SelectField
        id={`${idPrefix}-sexuality`}
        label={t('signup.aboutMe.lookingFor')}
        value={draft.sexuality}
        onChange={(event) => update('sexuality', event.target.value)}
        error={errorText('sexuality')}
        options={[
          { value: '', label: t('signup.choose') },
          ...SEXUALITIES.map((sexuality) => ({ value: sexuality, label: sexualityLabel(sexuality, chosenGender) })),
        ]}
      />
      <TextAreaField
        id={`${idPrefix}-about_me`}
        label={t('signup.aboutMe.text')}
        hint={t('signup.aboutMe.textHint')}
        value={draft.about_me}
        maxLength={ABOUT_ME_MAX}
        onChange={(event) => update('about_me', event.target.value)}
        onBlur={() => touch?.('about_me')}
        error={errorText('about_me')}
      />
    </div>
  );
}
