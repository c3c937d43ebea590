import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ownProfileUpdateSchemaFor, type OwnProfileResponse, type OwnProfileUpdate } from '@dating/shared/contracts/own-profile';
import type { SignupField } from '@dating/shared/contracts/signup';
import { apiFailure, message, refusal, type FormMessage } from '@dating/shared/forms/form-failure';
import { useFormErrors, useFormMessage } from '@dating/shared/forms/use-form-errors';
import { useBusState, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { AppLink } from '../../components/app-link';
import { ErrorSummary, errorSummaryItems } from '@dating/shared/ui/error-summary';
import { useOwnProfile } from '../../api/get-own-profile';
import { useUpdateOwnProfile } from '../../api/update-own-profile';
import { useUploadPhoto } from '../../api/upload-photo';
import { AboutMeStep, EMPTY_DRAFT, LocationStep, PhotoStep, type SignupDraft } from '../signup';
import { DETAIL_FIELDS, DetailsStep, type DetailField, type Details } from './details-step';
import { pathTo, withQuery } from '@dating/shared/routes/path-to';

type Step = 'photo' | 'aboutMe' | 'location' | 'details';
type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; steps: Step[] };

/** What signup left open: no photo, no words about me, no region, none of the details. */
export function missingSteps({ profile, photos }: OwnProfileResponse): Step[] {
  const steps: Step[] = [];
  if (photos.length === 0) steps.push('photo');
  if (profile.about_me.trim() === '') steps.push('aboutMe');
  if (profile.region_id === null) steps.push('location');
  if (DETAIL_FIELDS.every((field) => profile[field] === null)) steps.push('details');
  return steps;
}

const ID = 'complete-signup';
type Field = SignupField | DetailField;
/** The fields the steps ask for, in screen order (the summary lists them so). */
const FIELDS: readonly Field[] = ['gender', 'sexuality', 'about_me', 'country', 'region_id', 'city', ...DETAIL_FIELDS];
/** The api refuses a field only when it knows more than the shared schema: the field's general message. */
const REFUSED_FIELDS = Object.fromEntries(FIELDS.map((field) => [field, message('signup.errors.invalid')]));

/**
 * `/complete-signup`: finishes what a member skipped at signup, one step at a time with the
 * signup's own step components; each step saves to the api (PUT /api/my-profile.php, POST
 * /api/photos.php) or is skipped.
 */
export function CompleteSignupScreen() {
  const { t } = useTranslation('mf-account');
  const { bus } = useShellContext();
  const auth = useBusState('auth');
  const loggedIn = auth.status === 'logged_in';
  const ownProfile = useOwnProfile({ enabled: loggedIn });
  /** The steps as the first answer left them: saving one must not reshuffle the rest. */
  const [steps, setSteps] = useState<Step[] | null>(null);
  const [index, setIndex] = useState(0);
  const [draft, setDraft] = useState<SignupDraft>(EMPTY_DRAFT);
  const [details, setDetails] = useState<Details>({ hair_color: '', eye_color: '', body_type: '', relationship_status: '', tattoos: '' });
  const [photo, setPhoto] = useState<File | null>(null);
  const text = useFormMessage();
  const { failure, failures, summaryRef, refuse, clearErrors, clearFieldError } = useFormErrors<Field>();
  const upload = useUploadPhoto();
  const save = useUpdateOwnProfile();
  const busy = upload.isPending || save.isPending;
  const load: Load = steps ? { state: 'ready', steps } : ownProfile.isError ? { state: 'failed' } : { state: 'loading' };

  const answered = ownProfile.data;
  useEffect(() => {
    if (!answered || steps) return;
    const { profile } = answered;
    setDraft({
      ...EMPTY_DRAFT,
      gender: profile.gender,
      sexuality: profile.sexuality,
      about_me: profile.about_me,
      country: profile.country,
      region_id: profile.region_id ? String(profile.region_id) : '',
      city: profile.city,
    });
    setSteps(missingSteps(answered));
  }, [answered, steps]);

  if (auth.status === 'unknown') return null;
  if (!loggedIn) {
    return (
      <section css={{ maxWidth: 560, margin: '0 auto', padding: theme.space(4) }}>
        <PageHeading>{t('completeSignup.title')}</PageHeading>
        <p>
          {t('completeSignup.loginFirst')}{' '}
          <AppLink to={withQuery(pathTo('login'), { redirect: pathTo('complete-signup') })}>{t('signup.errors.logIn')}</AppLink>
        </p>
      </section>
    );
  }

  const email = auth.user.email;
  const step = steps?.[index];
  const advance = () => {
    clearErrors();
    setPhoto(null);
    setIndex((i) => i + 1);
  };

  const patchFor = (current: Step): OwnProfileUpdate => {
    if (current === 'aboutMe')
      return {
        gender: draft.gender as OwnProfileUpdate['gender'],
        sexuality: draft.sexuality as OwnProfileUpdate['sexuality'],
        about_me: draft.about_me,
      };
    if (current === 'location')
      return { country: draft.country, region_id: draft.region_id ? Number(draft.region_id) : null, city: draft.city };
    return Object.fromEntries(DETAIL_FIELDS.map((field) => [field, details[field] || null])) as OwnProfileUpdate;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !step) return;
    if (step === 'photo') {
      if (!photo) return advance();
      upload.mutate(
        { file: photo, onProgress: () => undefined },
        { onSuccess: advance, onError: () => refuse(refusal({}, message('signup.photo.uploadFailed'))) },
      );
      return;
    }
    const result = ownProfileUpdateSchemaFor(email).safeParse(patchFor(step));
    if (!result.success) {
      const fields: Partial<Record<Field, FormMessage>> = {};
      for (const issue of result.error.issues) fields[issue.path[0] as Field] ??= message(`profile.errors.${issue.message}`);
      refuse(refusal(fields));
      return;
    }
    save.mutate(result.data, {
      onSuccess: () => {
        bus.emit('refreshRequested', { what: ['user'] });
        advance();
      },
      onError: (error) => refuse(apiFailure(error, { fields: REFUSED_FIELDS })),
    });
  };

  const update = (field: keyof SignupDraft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    clearFieldError(field as SignupField);
  };
  const errorText = (field: SignupField) => {
    const fieldError = failure.fields[field];
    return fieldError ? text(fieldError) : null;
  };
  const stepProps = { draft, update, errorText, idPrefix: ID };
  const summaryItems = errorSummaryItems(failure, FIELDS, (field) => `${ID}-${field}`, text);

  return (
    <section css={{ maxWidth: 560, margin: '0 auto', padding: `${theme.space(6)} ${theme.space(4)} ${theme.space(8)}` }}>
      <PageHeading>{t('completeSignup.title')}</PageHeading>
      {load.state === 'loading' && <Spinner label={t('profile.loading')} />}
      {load.state === 'failed' && <Alert level="danger">{t('profile.loadFailed')}</Alert>}
      {load.state === 'ready' && !step && (
        <div data-testid="complete-signup-done">
          <p>{t('completeSignup.nothingLeft')}</p>
          <AppLink to={pathTo('members')}>{t('completeSignup.toMembers')}</AppLink>
        </div>
      )}
      {load.state === 'ready' && step && (
        <>
          <p css={{ color: theme.colors.muted }}>{t('completeSignup.intro')}</p>
          <p css={{ margin: `0 0 ${theme.space(1)}`, color: theme.colors.muted, fontSize: '0.9rem' }}>
            {t('signup.progress', { current: index + 1, total: load.steps.length })}
          </p>
          <h2 css={{ fontSize: '1.35rem' }}>{step === 'details' ? t('completeSignup.details') : t(`signup.steps.${step}`)}</h2>
          {summaryItems.length > 0 && (
            <ErrorSummary key={failures} ref={summaryRef} idPrefix={ID} title={t('signup.errorSummary')} items={summaryItems} />
          )}
          <form noValidate onSubmit={onSubmit} aria-busy={busy} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
            {step === 'photo' && <PhotoStep idPrefix={ID} photo={photo} onPhoto={setPhoto} />}
            {step === 'aboutMe' && <AboutMeStep {...stepProps} />}
            {step === 'location' && <LocationStep {...stepProps} />}
            {step === 'details' && (
              <DetailsStep
                idPrefix={ID}
                values={details}
                gender={draft.gender}
                onChange={(field, value) => setDetails((current) => ({ ...current, [field]: value }))}
              />
            )}
            <div css={{ display: 'flex', justifyContent: 'space-between', gap: theme.space(3), flexWrap: 'wrap' }}>
              <Button type="button" variant="secondary" onClick={advance} disabled={busy}>
                {t('completeSignup.skip')}
              </Button>
              <Button type="submit" size="lg" disabled={busy}>
                {t('completeSignup.save')}
              </Button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
