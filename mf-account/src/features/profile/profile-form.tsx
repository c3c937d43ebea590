import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ABOUT_ME_MAX, minimumAge, type OwnProfileField, type OwnProfileResponse } from '@dating/shared/contracts/own-profile';
import {
  BODY_TYPES,
  EYE_COLORS,
  GENDERS,
  HAIR_COLORS,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  TATTOO_OPTIONS,
} from '@dating/shared/contracts/profile';
import {
  useGenderLabel,
  useInterestName,
  useProfileDetailLabel,
  useProfileFieldName,
  useSexualityLabel,
  type ProfileDetailValues,
} from '@dating/shared/i18n/common-labels';
import { useFormErrors, useFormMessage } from '@dating/shared/forms/use-form-errors';
import { useObservable, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { InterestIcon } from '@dating/shared/ui/interest-icon';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { ErrorSummary, errorSummaryItems } from '@dating/shared/ui/error-summary';
import { LocationFields, type Place } from '../../components/location-fields';
import { SelectField } from '../../components/select-field';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '@dating/shared/ui/text-field';
import { DateOfBirthField } from '../../components/date-of-birth-field';
import type { Catalog } from '../../api/catalog';
import { useUpdateOwnProfile } from '../../api/update-own-profile';
import { PROFILE_FIELDS, changedFields, saveFailure, validateProfile, valuesOf, type ProfileFormValues } from './profile-form-model';

const profileFieldId = (field: OwnProfileField) => `profile-${field.replace(/_/g, '-')}`;

export interface ProfileFormProps {
  saved: OwnProfileResponse;
  email: string;
  catalog: Catalog;
}

type Status = 'saved' | 'noChanges' | null;

/**
 * Every field of the own profile, validated as the member types (with the shared schema the api uses)
 * and saved as a partial update of what changed. A refused or failed save keeps every value typed.
 */
export function ProfileForm({ saved, email, catalog }: ProfileFormProps) {
  const { t, i18n } = useTranslation('mf-account');
  const interestName = useInterestName();
  const genderLabel = useGenderLabel();
  const sexualityLabel = useSexualityLabel();
  const fieldName = useProfileFieldName();
  const detailLabel = useProfileDetailLabel();
  const { bus, settings$ } = useShellContext();
  // The site's min_age when it asks more than 18, as at signup.
  const minAge = minimumAge(useObservable(settings$, null)?.min_age);

  const baseline = useMemo(() => valuesOf(saved.profile), [saved.profile]);
  const [values, setValues] = useState<ProfileFormValues>(baseline);
  const text = useFormMessage();
  const { failure, failures, summaryRef, refuse, clearErrors, judgeField } = useFormErrors<OwnProfileField>();
  const errors = failure.fields;
  const [touched, setTouched] = useState<ReadonlySet<OwnProfileField>>(() => new Set());
  const [status, setStatus] = useState<Status>(null);
  const save = useUpdateOwnProfile();
  const busy = save.isPending;

  /** Immediate validation of one field: shown once the field was left or already showed an error. */
  const revalidate = (field: OwnProfileField, next: ProfileFormValues, force = false) => {
    if (!force && !touched.has(field) && !errors[field]) return;
    const result = validateProfile(next, { email, minAge }, [field]);
    judgeField(field, result.ok ? undefined : result.failure.fields[field]);
  };

  const change = <K extends keyof ProfileFormValues>(field: K, value: ProfileFormValues[K]) => {
    setStatus(null);
    const next = { ...values, [field]: value };
    // A region belongs to its country: a new country needs a new region.
    if (field === 'country' && value !== values.country) next.region_id = '';
    setValues(next);
    revalidate(field as OwnProfileField, next);
  };

  // The location fields change one field at a time (a new country also clears the region, as change does).
  const changePlace = (next: Partial<Place>) => {
    const field = next.country !== undefined ? 'country' : next.region_id !== undefined ? 'region_id' : 'city';
    change(field, next[field] ?? '');
  };

  const leave = (field: OwnProfileField) => {
    setTouched((current) => new Set(current).add(field));
    revalidate(field, values, true);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setStatus(null);
    const fields = changedFields(values, baseline);
    if (fields.length === 0) {
      clearErrors();
      setStatus('noChanges');
      return;
    }
    const validation = validateProfile(values, { email, minAge }, fields);
    if (!validation.ok) {
      refuse(validation.failure);
      return;
    }
    save.mutate(validation.update, {
      onSuccess: (response) => {
        clearErrors();
        setTouched(new Set());
        setValues(valuesOf(response.profile));
        setStatus('saved');
        // The shell's user (nav name, alerts) follows the saved profile.
        bus.emit('refreshRequested', { what: ['user'] });
      },
      onError: (error) => refuse(saveFailure(error, minAge)),
    });
  };

  // The sexuality and relationship status in the form agree with the gender chosen in it (Polish "Biseksualna", "Zamężna").
  const chosenGender = GENDERS.find((gender) => gender === values.gender);
  const detailOptions = <F extends keyof ProfileDetailValues>(field: F, list: readonly ProfileDetailValues[F][]) => [
    { value: '', label: t('profile.notSaying') },
    ...list.map((value) => ({ value, label: detailLabel(field, value, chosenGender) })),
  ];

  const fieldError = (field: OwnProfileField) => (errors[field] ? text(errors[field]) : null);
  const summaryItems = errorSummaryItems(failure, PROFILE_FIELDS, profileFieldId, text);

  const select = (field: 'gender' | 'sexuality' | keyof ProfileDetailValues, options: { value: string; label: string }[]) => (
    <SelectField
      id={profileFieldId(field)}
      name={field}
      // The gender asks "I am a"; the other fields carry the names the profile view shows.
      label={field === 'gender' ? t('profile.fields.gender') : fieldName(field)}
      value={values[field]}
      options={options}
      error={fieldError(field)}
      onChange={(event) => change(field, event.target.value)}
      onBlur={() => leave(field)}
    />
  );

  const grid = { display: 'grid', gap: theme.space(4), gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' } as const;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-busy={busy}
      aria-labelledby="profile-details-title"
      css={{ display: 'flex', flexDirection: 'column', gap: theme.space(5) }}
    >
      <h2 id="profile-details-title" css={{ margin: 0, fontSize: '1.25rem' }}>
        {t('profile.detailsTitle')}
      </h2>
      {failures > 0 && summaryItems.length > 0 && (
        <ErrorSummary key={failures} ref={summaryRef} idPrefix="profile" title={t('profile.errorSummary')} items={summaryItems} />
      )}

      <div css={grid}>
        <TextField
          id={profileFieldId('name')}
          name="name"
          autoComplete="nickname"
          label={t('profile.fields.name')}
          value={values.name}
          error={fieldError('name')}
          onChange={(event) => change('name', event.target.value)}
          onBlur={() => leave('name')}
        />
        <DateOfBirthField
          id={profileFieldId('date_of_birth')}
          label={t('profile.fields.date_of_birth')}
          locale={i18n.language}
          minAge={minAge}
          value={values.date_of_birth}
          error={fieldError('date_of_birth')}
          onChange={(value) => change('date_of_birth', value)}
          onBlur={() => leave('date_of_birth')}
        />
        {select(
          'gender',
          GENDERS.map((value) => ({ value, label: genderLabel(value) })),
        )}
        {select(
          'sexuality',
          SEXUALITIES.map((value) => ({ value, label: sexualityLabel(value, chosenGender) })),
        )}
      </div>

      <div css={grid}>
        <LocationFields
          value={{ country: values.country, region_id: values.region_id, city: values.city }}
          regions={catalog.regions}
          onChange={changePlace}
          onBlur={leave}
          idFor={profileFieldId}
          error={fieldError}
          labels={{
            country: t('profile.fields.country'),
            region: t('profile.fields.region_id'),
            noRegion: t('profile.chooseRegion'),
            city: t('profile.fields.city'),
          }}
        />
      </div>

      <fieldset
        id={profileFieldId('interests')}
        tabIndex={-1}
        aria-describedby={errors.interests ? `${profileFieldId('interests')}-error` : undefined}
        css={{ border: `1px solid ${theme.colors.border}`, borderRadius: theme.radius, padding: theme.space(4), margin: 0 }}
      >
        <legend css={{ fontWeight: 600, padding: `0 ${theme.space(1)}` }}>{t('profile.fields.interests')}</legend>
        <p css={{ margin: `0 0 ${theme.space(3)}`, color: theme.colors.muted }}>{t('profile.interestsHint')}</p>
        <ul
          data-testid="profile-interests"
          css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2), listStyle: 'none', margin: 0, padding: 0 }}
        >
          {catalog.interests.map((interest) => {
            const checked = values.interests.includes(interest.id);
            const id = `profile-interest-${interest.id}`;
            return (
              <li key={interest.id}>
                <input
                  id={id}
                  type="checkbox"
                  checked={checked}
                  onChange={() =>
                    change(
                      'interests',
                      checked
                        ? values.interests.filter((other) => other !== interest.id)
                        : [...values.interests, interest.id].sort((a, b) => a - b),
                    )
                  }
                  css={{
                    position: 'absolute',
                    opacity: 0,
                    width: 1,
                    height: 1,
                    '&:focus-visible + label': { outline: `2px solid ${theme.colors.primary}`, outlineOffset: 2 },
                  }}
                />
                <label
                  htmlFor={id}
                  css={{
                    display: 'inline-flex',
                    alignItems: 'center',
                    gap: theme.space(1),
                    padding: `${theme.space(1)} ${theme.space(3)}`,
                    borderRadius: 999,
                    cursor: 'pointer',
                    border: `1px solid ${checked ? theme.colors.primary : theme.colors.border}`,
                    background: checked ? theme.colors.primary : theme.colors.surface,
                    color: checked ? theme.colors.onPrimary : theme.colors.text,
                  }}
                >
                  <InterestIcon name={interest.icon} />
                  {interestName(interest)}
                </label>
              </li>
            );
          })}
        </ul>
        {errors.interests && (
          <p id={`${profileFieldId('interests')}-error`} css={{ margin: `${theme.space(2)} 0 0`, color: theme.colors.danger }}>
            {text(errors.interests)}
          </p>
        )}
      </fieldset>

      <div css={grid}>
        {select('hair_color', detailOptions('hair_color', HAIR_COLORS))}
        {select('eye_color', detailOptions('eye_color', EYE_COLORS))}
        {select('body_type', detailOptions('body_type', BODY_TYPES))}
        {select('relationship_status', detailOptions('relationship_status', RELATIONSHIP_STATUSES))}
        {select('tattoos', detailOptions('tattoos', TATTOO_OPTIONS))}
      </div>

      <TextAreaField
        id={profileFieldId('about_me')}
        name="about_me"
        label={t('profile.fields.about_me')}
        value={values.about_me}
        rows={6}
        error={fieldError('about_me')}
        hint={t('profile.aboutMeCount', { used: values.about_me.length, max: ABOUT_ME_MAX })}
        onChange={(event) => change('about_me', event.target.value)}
        onBlur={() => leave('about_me')}
      />

      <div css={{ display: 'flex', alignItems: 'center', gap: theme.space(4), flexWrap: 'wrap' }}>
        <Button type="submit" size="lg" disabled={busy}>
          {busy && <Spinner label={t('profile.saving')} size={16} />}
          <span aria-hidden={busy ? true : undefined}>{busy ? t('profile.saving') : t('profile.save')}</span>
        </Button>
        <div aria-live="polite" css={{ flex: 1, minWidth: 200 }}>
          {status === 'saved' && <Alert level="success">{t('profile.saved')}</Alert>}
          {status === 'noChanges' && <Alert level="info">{t('profile.noChanges')}</Alert>}
        </div>
      </div>
    </form>
  );
}
