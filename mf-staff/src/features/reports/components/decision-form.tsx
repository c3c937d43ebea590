import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SUSPENSION_DAYS_MAX, type DecideRequest, type ModerationGround } from '@dating/shared/contracts/staff-reports';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';
import { SelectField } from '../../../components/select-field';
import { DecisionFields } from '../../../components/decision-fields';
import { useDecide } from '../api/decide';
import { useDecisionErrorText } from '../reports-format';

/** The decisions on reports, mildest first. */
const KINDS = ['dismiss', 'remove_photo', 'warn', 'suspend', 'ban'] as const;
type Kind = (typeof KINDS)[number];

type FieldError = 'ground' | 'facts' | 'days';

export const fieldsetCss = { border: 0, padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(2) } as const;
export const choiceCss = (checked: boolean) =>
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
 * The decision on a reported member: what (dismiss, remove a reported photo, warn, suspend for some days,
 * ban), on which ground, and the facts — which the member reads in the statement of reasons.
 */
export function DecisionForm({
  memberUserId,
  reportIds,
  photoIds,
  onDecided,
}: {
  memberUserId: number;
  reportIds: number[];
  /** The photos reported (a removal names one). */
  photoIds: number[];
  onDecided: () => void;
}) {
  const { t } = useTranslation('mf-staff');
  const id = useId();
  const decide = useDecide();
  const errorText = useDecisionErrorText();
  const [kind, setKind] = useState<Kind>('warn');
  const [ground, setGround] = useState<ModerationGround | ''>('');
  const [facts, setFacts] = useState('');
  const [days, setDays] = useState('7');
  const [photo, setPhoto] = useState(photoIds[0] ?? 0);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const kinds = KINDS.filter((candidate) => candidate !== 'remove_photo' || photoIds.length > 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const dayCount = Number(days);
    const invalid: FieldError[] = [];
    if (!ground) invalid.push('ground');
    if (facts.trim() === '') invalid.push('facts');
    if (kind === 'suspend' && !(Number.isInteger(dayCount) && dayCount >= 1 && dayCount <= SUSPENSION_DAYS_MAX)) invalid.push('days');
    setErrors(invalid);
    if (invalid.length > 0 || !ground) {
      document.getElementById(`${id}-${invalid[0]}`)?.focus();
      return;
    }
    const body: DecideRequest = {
      member: memberUserId,
      kind,
      ground,
      facts: facts.trim(),
      reports: reportIds,
      ...(kind === 'remove_photo' ? { photo } : {}),
      ...(kind === 'suspend' ? { suspend_days: dayCount } : {}),
    };
    decide.mutate(body, { onSuccess: onDecided });
  };

  const error = (field: FieldError) =>
    errors.includes(field)
      ? field === 'ground'
        ? t('reports.decision.groundRequired')
        : field === 'facts'
          ? t('reports.decision.factsRequired')
          : t('reports.decision.daysInvalid', { max: SUSPENSION_DAYS_MAX })
      : null;

  return (
    <form
      noValidate
      onSubmit={submit}
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
        {t('reports.decision.title')}
      </h3>
      <fieldset css={fieldsetCss}>
        <legend css={{ fontWeight: 600, marginBottom: theme.space(2), width: '100%' }}>{t('reports.decision.legend')}</legend>
        {kinds.map((value) => (
          <label key={value} css={choiceCss(kind === value)}>
            <input type="radio" name={`${id}-kind`} value={value} checked={kind === value} onChange={() => setKind(value)} />
            {t(`reports.kinds.${value}`)}
          </label>
        ))}
      </fieldset>
      {kind === 'remove_photo' && photoIds.length > 1 ? (
        <SelectField
          id={`${id}-photo`}
          label={t('reports.decision.photo')}
          value={photo}
          onChange={(event) => setPhoto(Number(event.target.value))}
        >
          {photoIds.map((photoId) => (
            <option key={photoId} value={photoId}>
              {t('reports.decision.photoNumber', { id: photoId })}
            </option>
          ))}
        </SelectField>
      ) : null}
      <DecisionFields
        id={id}
        withDays={kind === 'suspend'}
        days={days}
        onDays={setDays}
        ground={ground}
        onGround={setGround}
        facts={facts}
        onFacts={setFacts}
        error={error}
        texts={{
          days: t('reports.decision.days'),
          daysHint: t('reports.decision.daysHint', { max: SUSPENSION_DAYS_MAX }),
          ground: t('reports.decision.ground'),
          groundPlaceholder: t('reports.decision.groundPlaceholder'),
          facts: t('reports.decision.facts'),
          factsHint: t('reports.decision.factsHint'),
        }}
      />
      {decide.error ? <Alert level="danger">{errorText(decide.error)}</Alert> : null}
      <div>
        <Button type="submit" disabled={decide.isPending} aria-busy={decide.isPending || undefined}>
          {decide.isPending ? t('reports.decision.submitting') : t(`reports.decision.submit.${kind}`)}
        </Button>
      </div>
    </form>
  );
}
