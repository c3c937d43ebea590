import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COMPLAINT_MESSAGE_MAX,
  COMPLAINT_REFERENCE_MAX,
  COMPLAINT_SUBJECT_MAX,
  type ComplaintField,
} from '@dating/shared/contracts/complaints';
import { isLocale } from '@dating/shared/contracts/locales';
import { useFormErrors, useFormMessage } from '@dating/shared/forms/use-form-errors';
import { useObservable, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { ErrorSummary, errorSummaryItems } from '@dating/shared/ui/error-summary';
import { TextAreaField } from '../../components/text-area-field';
import { EmailField } from '../../components/email-field';
import { TextField } from '@dating/shared/ui/text-field';
import { useFileComplaint } from './api/file-complaint';
import { complaintFailure, validateComplaint, type ComplaintDraft } from './complaints-errors';

const EMPTY: ComplaintDraft = { subject: '', message: '', reference: '', email: '' };
const ID: Record<ComplaintField, string> = {
  email: 'complaint-email',
  subject: 'complaint-subject',
  message: 'complaint-message',
  reference: 'complaint-reference',
};
const ORDER: ComplaintField[] = ['email', 'subject', 'message', 'reference'];

/**
 * The complaints form (route `complaints`, public): subject, message and an optional reference;
 * visitors give their e-mail address, members are answered at their account's. The complaint is
 * stored and acknowledged by e-mail; nothing typed is lost when it is refused.
 */
export function ComplaintsScreen() {
  const { t, i18n } = useTranslation('mf-account');
  const { user$ } = useShellContext();
  const user = useObservable(user$, null);
  const visitor = user === null;

  const [draft, setDraft] = useState<ComplaintDraft>(EMPTY);
  const text = useFormMessage();
  const { failure, failures, summaryRef, refuse, clearErrors, clearFieldError } = useFormErrors<ComplaintField>();
  const fieldErrors = failure.fields;
  const fileComplaint = useFileComplaint();
  const busy = fileComplaint.isPending;
  const [done, setDone] = useState<{ id: number; email: string } | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const change = (field: ComplaintField) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    clearFieldError(field);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const validation = validateComplaint(draft, visitor);
    if (!validation.ok) {
      refuse(validation.failure);
      return;
    }
    clearErrors();
    fileComplaint.mutate(
      { request: validation.request, language: isLocale(i18n.language) ? i18n.language : undefined },
      {
        onSuccess: (answer) => {
          setDone({ id: answer.id, email: answer.email });
          setDraft(EMPTY);
        },
        onError: (error) => refuse(complaintFailure(error)),
      },
    );
  };

  const wrapper = { maxWidth: 640, margin: '0 auto', padding: `0 ${theme.space(4)} ${theme.space(8)}` };

  if (done) {
    return (
      <section css={wrapper}>
        <PageHeading>{t('complaints.title')}</PageHeading>
        <div ref={doneRef} tabIndex={-1} data-testid="complaint-sent" css={{ '&:focus': { outline: 'none' } }}>
          <Alert level="success">{t('complaints.sent', { id: done.id, email: done.email })}</Alert>
        </div>
        <p css={{ marginTop: theme.space(4) }}>
          <Button type="button" variant="link" onClick={() => setDone(null)}>
            {t('complaints.another')}
          </Button>
        </p>
      </section>
    );
  }

  const errorText = (field: ComplaintField) => {
    const fieldError = fieldErrors[field];
    return fieldError ? text(fieldError) : null;
  };
  const items = errorSummaryItems(failure, ORDER, (field) => ID[field], text);

  return (
    <section css={wrapper}>
      <PageHeading>{t('complaints.title')}</PageHeading>
      <p css={{ marginTop: 0, color: theme.colors.muted }}>{t('complaints.intro')}</p>

      {items.length > 0 && (
        <ErrorSummary key={failures} ref={summaryRef} idPrefix="complaint" title={t('complaints.errorSummary')} items={items} />
      )}

      <form noValidate onSubmit={onSubmit} aria-busy={busy} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
        {visitor ? (
          <EmailField
            id={ID.email}
            name="email"
            label={t('complaints.email')}
            value={draft.email}
            onChange={(event) => change('email')(event.target.value)}
            error={errorText('email')}
          />
        ) : (
          <p css={{ margin: 0 }} data-testid="complaint-reply-to">
            {t('complaints.replyTo', { email: user.email })}
          </p>
        )}
        <TextField
          id={ID.subject}
          name="subject"
          required
          maxLength={COMPLAINT_SUBJECT_MAX}
          label={t('complaints.subject')}
          value={draft.subject}
          onChange={(event) => change('subject')(event.target.value)}
          error={errorText('subject')}
        />
        <TextAreaField
          id={ID.message}
          name="message"
          required
          rows={7}
          maxLength={COMPLAINT_MESSAGE_MAX}
          label={t('complaints.message')}
          value={draft.message}
          onChange={(event) => change('message')(event.target.value)}
          error={errorText('message')}
          hint={t('complaints.messageCount', { used: draft.message.length, max: COMPLAINT_MESSAGE_MAX })}
        />
        <TextField
          id={ID.reference}
          name="reference"
          maxLength={COMPLAINT_REFERENCE_MAX}
          label={t('complaints.reference')}
          aria-describedby={fieldErrors.reference ? `${ID.reference}-hint ${ID.reference}-error` : `${ID.reference}-hint`}
          value={draft.reference}
          onChange={(event) => change('reference')(event.target.value)}
          error={errorText('reference')}
        />
        <p id={`${ID.reference}-hint`} css={{ margin: `-${theme.space(3)} 0 0`, color: theme.colors.muted, fontSize: '0.85rem' }}>
          {t('complaints.referenceHint')}
        </p>
        <div>
          <Button type="submit" size="lg" disabled={busy}>
            {busy && <Spinner label={t('complaints.sending')} size={16} />}
            <span aria-hidden={busy ? true : undefined}>{busy ? t('complaints.sending') : t('complaints.submit')}</span>
          </Button>
        </div>
      </form>
    </section>
  );
}
