import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useDecisionErrorText } from '../reports-format';

const fieldsetCss = { border: 0, padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(2) } as const;
const choiceCss = (checked: boolean) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space(2),
    padding: `${theme.space(2)} ${theme.space(3)}`,
    border: `1px solid ${checked ? theme.colors.primary : theme.colors.border}`,
    borderRadius: theme.radius,
    background: checked ? theme.colors.background : theme.colors.surface,
    cursor: 'pointer',
    fontWeight: checked ? 600 : 400,
    '&:focus-within': { outline: `2px solid ${theme.colors.primary}`, outlineOffset: 2 },
  }) as const;

/**
 * The frame of every decision the queue takes (on reports about a member or a site profile, on an appeal):
 * its heading, the choice of what to decide, the fields (`children`), a refusal in the moderator's words and
 * the button. One choice only is still a radio group: the moderator sees what the button will do.
 */
export function DecisionFormFrame<K extends string>({
  id,
  name,
  title,
  legend,
  choices,
  chosen,
  onChoose,
  onSubmit,
  mutation,
  submitLabel,
  children,
}: {
  id: string;
  /** The radio group's name. */
  name: string;
  /** The form's heading and the choice's legend: a decision's, unless told. */
  title?: string;
  legend?: string;
  choices: readonly { value: K; label: string }[];
  chosen: K;
  onChoose: (value: K) => void;
  onSubmit: (event: FormEvent) => void;
  /** The call the form makes: its refusal is shown, and the button waits for it. */
  mutation: { error: unknown; isPending: boolean };
  submitLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('mf-staff');
  const errorText = useDecisionErrorText();
  const pending = mutation.isPending;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      css={{
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space(3),
        borderTop: `1px solid ${theme.colors.border}`,
        paddingTop: theme.space(4),
      }}
    >
      <h3 id={`${id}-title`} css={{ margin: 0, fontSize: '1.05rem' }}>
        {title ?? t('reports.decision.title')}
      </h3>
      <fieldset css={fieldsetCss}>
        <legend css={{ fontWeight: 600, marginBottom: theme.space(2), width: '100%' }}>{legend ?? t('reports.decision.legend')}</legend>
        {choices.map(({ value, label }) => (
          <label key={value} css={choiceCss(chosen === value)}>
            <input type="radio" name={name} value={value} checked={chosen === value} onChange={() => onChoose(value)} />
            {label}
          </label>
        ))}
      </fieldset>
      {children}
      {mutation.error ? <Alert level="danger">{errorText(mutation.error)}</Alert> : null}
      <div>
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          {pending ? t('reports.decision.submitting') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
