import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@dating/shared/contracts/locales';
import { minimumAge } from '@dating/shared/contracts/own-profile';
import type { SignupField, SignupRequest } from '@dating/shared/contracts/signup';
import type { User } from '@dating/shared/contracts/user';
import type { FormMessage } from '@dating/shared/forms/form-failure';
import { useFormErrors, useFormMessage } from '@dating/shared/forms/use-form-errors';
import { useObservable, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { readLandingPath, readTrackingQuery } from '@dating/shared/tracking/tracking-query';
import { Button } from '@dating/shared/ui/button';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { ErrorSummary, errorSummaryItems } from '@dating/shared/ui/error-summary';
import { useFocusOnChange } from '../../components/use-focus-on-change';
import { useSignUp } from './api/sign-up';
import { draftToRequest, EMPTY_DRAFT, loadDraft, saveDraft, type SignupDraft } from './signup-draft';
import { LOGIN_LINK_TEXT, signupFailure, signupFieldMessage, signupFieldsFailure } from './signup-errors';
import { SIGNUP_STEPS, STEP_FIELDS, validateStep, type SignupStep } from './signup-steps';
import { AboutMeStep } from './steps/about-me-step';
import { ConfirmEmailStep } from './steps/confirm-email-step';
import { LocationStep } from './steps/location-step';
import { MessageStep } from './steps/message-step';
import { PersonalInfoStep } from './steps/personal-info-step';
import { PhotoStep } from './steps/photo-step';
import { PushStep } from './steps/push-step';
import type { StepProps } from './steps/step-props';
import { pathTo } from '@dating/shared/routes/path-to';

type Phase = SignupStep | 'push' | 'confirm';

export interface SignupFlowProps {
  /** Ids differ between the page and the modal. */
  idPrefix: string;
  /** The profile the first message is for; without one the message step is left out. */
  toProfileId?: number;
  /** Heading level of the step titles: 1 on the page, 3 in the modal (whose title is the dialog's). */
  headingLevel: 1 | 3;
  /** The member typed or moved on for the first time (signupStarted). */
  onStarted: () => void;
  /** The account exists and both completion steps are done (or left): publish the session, move on. */
  onFinished: (user: User) => void;
  /** The member follows a log-in link (account exists, pending deletion, invite only). */
  onLogin: () => void;
}

/**
 * The multi-step signup: steps 0–4 (message, photo, about me, location, personal info)
 * build the draft, each validated with the shared schema before moving on; the last one creates the
 * account; push opt-in and confirm e-mail complete it. The draft survives a reload (sessionStorage)
 * and is cleared once the account exists.
 */
export function SignupFlow({ idPrefix, toProfileId, headingLevel, onStarted, onFinished, onLogin }: SignupFlowProps) {
  const { t, i18n } = useTranslation('mf-account');
  const { settings$ } = useShellContext();
  const settings = useObservable(settings$, null);
  const minAge = minimumAge(settings?.min_age);

  const steps = useMemo(() => SIGNUP_STEPS.filter((step) => step !== 'message' || toProfileId !== undefined), [toProfileId]);
  const [restored] = useState(() => loadDraft());
  const [draft, setDraft] = useState<SignupDraft>(restored?.draft ?? EMPTY_DRAFT);
  const [phase, setPhase] = useState<Phase>(() => steps[Math.min(Math.max(restored?.step ?? 0, 0), steps.length - 1)] ?? 'photo');
  const [photo, setPhoto] = useState<File | null>(null);
  const text = useFormMessage();
  const { failure, failures, summaryRef, refuse: refuseWith, clearErrors, clearFieldError, judgeField } = useFormErrors<SignupField>();
  const formError = failure.form;
  /** The summary belongs to a refused Next/submit; a field judged on leaving shows its own line only. */
  const [summaryShown, setSummaryShown] = useState(false);
  const signUp = useSignUp();
  const busy = signUp.isPending;
  const [user, setUser] = useState<User | null>(null);
  const [photoFailed, setPhotoFailed] = useState(false);
  const started = useRef(false);

  const stepIndex = steps.indexOf(phase as SignupStep);
  const start = () => {
    if (started.current) return;
    started.current = true;
    onStarted();
  };

  useEffect(() => {
    if (stepIndex >= 0) saveDraft({ draft, step: stepIndex });
  }, [draft, stepIndex]);
  // A new step moves focus to its heading, so keyboard and screen-reader users start at its top.
  const headingRef = useFocusOnChange<HTMLHeadingElement>(phase);

  const update = (field: keyof SignupDraft, value: string) => {
    start();
    setDraft((current) => ({ ...current, [field]: value }));
    // Immediate validation: a field's message goes as soon as it is fixed.
    clearFieldError(field as SignupField);
  };
  // Immediate validation: a field is judged as soon as it is left with something in it.
  const touch = (field: SignupField) => {
    if (stepIndex < 0 || (draft[field as keyof SignupDraft] ?? '') === '') return;
    const key = validateStep(phase as SignupStep, draft, { minAge, toProfileId })[field];
    judgeField(field, key ? signupFieldMessage(key, minAge) : undefined);
  };
  const errorText = (field: SignupField): string | null => {
    const fieldError = failure.fields[field];
    return fieldError ? text(fieldError) : null;
  };

  const refuse: typeof refuseWith = (next) => {
    refuseWith(next);
    setSummaryShown(true);
  };

  const goTo = (next: Phase) => {
    clearErrors();
    setSummaryShown(false);
    setPhase(next);
  };

  const submit = () => {
    // Every step again: a draft restored after a reload may hold anything.
    for (const step of steps) {
      const stepErrors = validateStep(step, draft, { minAge, toProfileId });
      if (Object.keys(stepErrors).length > 0) {
        if (step !== phase) setPhase(step);
        refuse(signupFieldsFailure(stepErrors, minAge));
        return;
      }
    }
    clearErrors();
    // Every step passed the shared schema above, so the draft now reads as a request; the api checks it again.
    const body = draftToRequest(draft, {
      to_profile_id: toProfileId,
      tracking: readTrackingQuery() ?? undefined,
      landing_path: readLandingPath(),
      language: (LOCALES as readonly string[]).includes(i18n.language) ? (i18n.language as Locale) : undefined,
    }) as SignupRequest;
    signUp.mutate(
      { body, photo },
      {
        onSuccess: (created) => {
          if (photo) setPhotoFailed(created.photoFailed);
          setUser(created.user);
          goTo('push');
        },
        onError: (error) => {
          // Nothing typed is lost: the draft stays as it is, password included.
          const refused = signupFailure(error, { minAge, supportEmail: settings?.support_email ?? '' });
          const field = (Object.keys(refused.fields) as SignupField[])[0];
          const owner = field && (steps.find((step) => STEP_FIELDS[step].includes(field)) ?? 'personal');
          if (owner && owner !== phase) setPhase(owner);
          refuse(refused);
        },
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || stepIndex < 0) return;
    start();
    const current = phase as SignupStep;
    const stepErrors = validateStep(current, draft, { minAge, toProfileId });
    if (Object.keys(stepErrors).length > 0) return refuse(signupFieldsFailure(stepErrors, minAge));
    if (current === 'personal') return submit();
    goTo(steps[stepIndex + 1]!);
  };

  const loginLink = (text: string) => (
    <a
      href={pathTo('login')}
      onClick={(event) => {
        event.preventDefault();
        onLogin();
      }}
      css={{ color: theme.colors.primary, fontWeight: 600 }}
    >
      {text}
    </a>
  );

  const formErrorContent = (error: FormMessage) => {
    const link = LOGIN_LINK_TEXT[error.key];
    return link ? (
      <>
        {text(error)} {loginLink(text({ key: link }))}
      </>
    ) : (
      text(error)
    );
  };

  const Heading = headingLevel === 1 ? 'h1' : 'h3';
  const title = (key: Phase) => t(`signup.steps.${key}` as 'signup.steps.photo');
  const heading = (
    <Heading
      ref={headingRef}
      tabIndex={-1}
      css={{ margin: `0 0 ${theme.space(3)}`, fontSize: headingLevel === 1 ? '1.75rem' : '1.35rem', '&:focus': { outline: 'none' } }}
    >
      {title(phase)}
    </Heading>
  );

  if (phase === 'push' || phase === 'confirm') {
    return (
      <div>
        {heading}
        {photoFailed && phase === 'push' && (
          <output css={{ display: 'block', margin: '1em 0', color: theme.colors.danger }}>{t('signup.photo.uploadFailed')}</output>
        )}
        {phase === 'push' ? (
          <PushStep onContinue={() => goTo('confirm')} />
        ) : (
          <ConfirmEmailStep email={user?.email ?? draft.email} onDone={() => user && onFinished(user)} />
        )}
      </div>
    );
  }

  const stepProps: StepProps = { draft, update, errorText, touch, idPrefix };
  // The form's message is not listed: it shows below the summary, with its log-in link.
  const summaryItems = errorSummaryItems({ ...failure, form: null }, STEP_FIELDS[phase], (field) => `${idPrefix}-${field}`, text);
  const isLast = phase === 'personal';

  return (
    <div>
      <p css={{ margin: `0 0 ${theme.space(1)}`, color: theme.colors.muted, fontSize: '0.9rem' }}>
        {t('signup.progress', { current: stepIndex + 1, total: steps.length })}
      </p>
      <progress
        value={stepIndex + 1}
        max={steps.length}
        aria-hidden="true"
        css={{ width: '100%', height: 6, marginBottom: theme.space(3), accentColor: theme.colors.primary }}
      />
      {heading}
      {summaryShown && (summaryItems.length > 0 || formError) && (
        <ErrorSummary key={failures} ref={summaryRef} idPrefix={idPrefix} title={t('signup.errorSummary')} items={summaryItems} />
      )}
      {formError && (
        <p role="alert" data-testid={`${idPrefix}-form-error`} css={{ margin: `0 0 ${theme.space(4)}`, color: theme.colors.danger }}>
          {formErrorContent(formError)}
        </p>
      )}
      <form noValidate onSubmit={onSubmit} aria-busy={busy} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
        {phase === 'message' && toProfileId !== undefined && <MessageStep {...stepProps} toProfileId={toProfileId} />}
        {phase === 'photo' && (
          <PhotoStep
            idPrefix={idPrefix}
            photo={photo}
            onPhoto={(file) => {
              start();
              setPhoto(file);
            }}
          />
        )}
        {phase === 'aboutMe' && <AboutMeStep {...stepProps} />}
        {phase === 'location' && <LocationStep {...stepProps} />}
        {phase === 'personal' && <PersonalInfoStep {...stepProps} />}
        <div css={{ display: 'flex', justifyContent: 'space-between', gap: theme.space(3), flexWrap: 'wrap' }}>
          {stepIndex > 0 ? (
            <Button type="button" variant="secondary" onClick={() => goTo(steps[stepIndex - 1]!)} disabled={busy}>
              {t('signup.back')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" size="lg" disabled={busy}>
            {busy && <Spinner label={t('signup.creating')} size={16} />}
            <span aria-hidden={busy ? true : undefined}>
              {isLast ? (busy ? t('signup.creating') : t('signup.create')) : t('signup.next')}
            </span>
          </Button>
        </div>
      </form>
    </div>
  );
}
