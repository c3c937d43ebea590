import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPLAINT_ANSWER_MAX, type ComplaintDetail } from '@dating/shared/contracts/staff-support';
import { useApiErrorText } from '@dating/shared/i18n/api-error-text';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { FieldFrame, fieldAria, fieldBoxCss } from '@dating/shared/ui/field-frame';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useLanguageName } from '../../../hooks/use-language-name';
import { useAnswerStaffComplaint } from '../api/answer-staff-complaint';

/** Support's answer: plain text, sent by e-mail to the complaint's address with its reference in the subject. */
export function AnswerForm({ complaint }: { complaint: ComplaintDetail }) {
  const { t } = useTranslation('mf-staff');
  const id = useId();
  const errorText = useApiErrorText();
  const languageName = useLanguageName();
  const answer = useAnswerStaffComplaint();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const fieldId = `${id}-answer`;
  const hint = t('complaints.answer.hint', {
    email: complaint.email,
    language: languageName(complaint.language),
    reference: complaint.reference,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSentTo(null);
    if (body.trim() === '') {
      setError(t('complaints.answer.required'));
      return field.current?.focus();
    }
    setError(null);
    answer.mutate(
      { complaint: complaint.id, body: body.trim() },
      {
        onSuccess: () => {
          setBody('');
          setSentTo(complaint.email);
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('complaints.answer.formLabel', { reference: complaint.reference })}
      css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}
    >
      <FieldFrame id={fieldId} label={t('complaints.answer.label')} hint={hint} error={error}>
        <textarea
          ref={field}
          id={fieldId}
          {...fieldAria({ id: fieldId, error, hint })}
          value={body}
          rows={7}
          maxLength={COMPLAINT_ANSWER_MAX}
          required
          onChange={(event) => setBody(event.target.value)}
          css={{ ...fieldBoxCss(Boolean(error)), resize: 'vertical', minHeight: '9rem', lineHeight: 1.5 }}
        />
      </FieldFrame>
      {answer.error ? <Alert level="danger">{errorText(answer.error)}</Alert> : null}
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(3), alignItems: 'center' }}>
        <Button type="submit" disabled={answer.isPending}>
          {answer.isPending ? t('complaints.answer.sending') : t('complaints.answer.submit')}
        </Button>
        <output css={{ fontWeight: 600 }}>{sentTo ? t('complaints.answer.sent', { email: sentTo }) : null}</output>
      </div>
    </form>
  );
}
