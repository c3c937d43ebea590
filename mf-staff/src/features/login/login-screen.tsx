import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormMessage } from '@dating/shared/forms/form-failure';
import { useBusState, useRoute, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { staffPathTo } from '@dating/shared/routes/staff-route-table';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { DoorCard, doorHeadingCss } from '../../components/door-card';
import { CodeStep } from './components/code-step';
import { EnrolStep } from './components/enrol-step';
import { PasswordStep, type PasswordAnswer } from './components/password-step';
import { RecoveryCodes } from './components/recovery-codes';

type Step =
  /** `back`: the staff member came back from the second step, where focus was. */
  | { kind: 'password'; notice: FormMessage | null; back: boolean }
  | { kind: 'totp' }
  | { kind: 'enrol'; secret: string; otpauthUri: string }
  | { kind: 'recovery-codes'; codes: string[] };

/**
 * The staff console's login (`/staff/login`, the only door besides the set-up link): the password, then
 * the authenticator's code — or, at the first login, the authenticator's enrolment and the recovery
 * codes. A staff member who is signed in already goes straight to the console.
 */
export function LoginScreen() {
  const { t } = useTranslation('mf-staff');
  const { navigate } = useShellContext();
  const route = useRoute();
  const session = useBusState('staffSession');
  const [email, setEmail] = useState(route.query.email ?? '');
  const [step, setStep] = useState<Step>({ kind: 'password', notice: null, back: false });
  // Judged as the page opens: the session this page starts itself must not cut the recovery codes short.
  const [alreadySignedIn] = useState(() => session.status === 'signed_in');
  useEffect(() => {
    if (alreadySignedIn) navigate(staffPathTo('staff'), { replace: true });
  }, [alreadySignedIn, navigate]);

  const toConsole = () => navigate(staffPathTo('staff'), { replace: true });
  const restart = (notice: FormMessage) => setStep({ kind: 'password', notice, back: true });
  const onAnswer = (answer: PasswordAnswer) =>
    setStep(answer.next === 'totp' ? { kind: 'totp' } : { kind: 'enrol', secret: answer.secret, otpauthUri: answer.otpauth_uri });

  if (alreadySignedIn) {
    return (
      <DoorCard>
        <h1 css={doorHeadingCss}>{t('login.title')}</h1>
        <Spinner label={t('home.loading')} />
      </DoorCard>
    );
  }

  return (
    <DoorCard wide={step.kind === 'enrol' || step.kind === 'recovery-codes'}>
      {step.kind === 'password' && (
        <PasswordStep email={email} onEmailChange={setEmail} notice={step.notice} back={step.back} onAnswer={onAnswer} />
      )}
      {step.kind === 'totp' && <CodeStep onSignedIn={toConsole} onRestart={restart} />}
      {step.kind === 'enrol' && (
        <EnrolStep
          email={email.trim()}
          secret={step.secret}
          otpauthUri={step.otpauthUri}
          onEnrolled={(codes) => setStep({ kind: 'recovery-codes', codes })}
          onRestart={restart}
        />
      )}
      {step.kind === 'recovery-codes' && <RecoveryCodes email={email.trim()} codes={step.codes} onContinue={toConsole} />}
      {(step.kind === 'totp' || step.kind === 'enrol') && (
        <p css={{ margin: `${theme.space(3)} 0 0`, textAlign: 'center', fontSize: '0.9rem' }}>
          <button
            type="button"
            onClick={() => setStep({ kind: 'password', notice: null, back: true })}
            css={{
              background: 'none',
              border: 0,
              padding: 0,
              font: 'inherit',
              color: theme.colors.muted,
              textDecoration: 'underline',
              cursor: 'pointer',
            }}
          >
            {t('login.startOver')}
          </button>
        </p>
      )}
    </DoorCard>
  );
}
