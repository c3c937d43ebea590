import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MODERATION_FACTS_MAX } from '@dating/shared/contracts/appeals';
import { MODERATION_GROUNDS, SUSPENSION_DAYS_MAX, type ModerationGround } from '@dating/shared/contracts/staff-reports';
import { FieldFrame, fieldAria, fieldBoxCss } from '@dating/shared/ui/field-frame';
import { SelectField } from './select-field';

/** Where the fields' labels and messages are (a report's decision, the member page's): the same keys under each. */
type DecisionTexts = 'reports.decision' | 'members.decision';
type FieldError = 'days' | 'ground' | 'facts';

/** What the fields hold once checked: what a decision sends. */
export interface DecisionValues {
  ground: ModerationGround;
  facts: string;
  days: number;
}

/**
 * The state of a decision's fields, their check and their messages: the ground from the list, the facts in the
 * moderator's words, a suspension's days. `validate` answers the values to send, or null with the first wrong
 * field (in the page's order) focused.
 */
export function useDecisionFields(id: string, texts: DecisionTexts, initial: { ground?: ModerationGround } = {}) {
  const { t } = useTranslation('mf-staff');
  const [ground, setGround] = useState<ModerationGround | ''>(initial.ground ?? '');
  const [facts, setFacts] = useState('');
  const [days, setDays] = useState('7');
  const [errors, setErrors] = useState<FieldError[]>([]);

  const validate = (withDays: boolean): DecisionValues | null => {
    const dayCount = Number(days);
    const invalid: FieldError[] = [];
    if (withDays && !(Number.isInteger(dayCount) && dayCount >= 1 && dayCount <= SUSPENSION_DAYS_MAX)) invalid.push('days');
    if (!ground) invalid.push('ground');
    if (facts.trim() === '') invalid.push('facts');
    setErrors(invalid);
    if (invalid.length > 0 || !ground) {
      document.getElementById(`${id}-${invalid[0]}`)?.focus();
      return null;
    }
    return { ground, facts: facts.trim(), days: dayCount };
  };

  const error = (field: FieldError): string | null => {
    if (!errors.includes(field)) return null;
    if (field === 'days') return t(`${texts}.daysInvalid`, { max: SUSPENSION_DAYS_MAX });
    return t(field === 'ground' ? `${texts}.groundRequired` : `${texts}.factsRequired`);
  };

  return { id, texts, ground, setGround, facts, setFacts, days, setDays, validate, error };
}

export type DecisionFieldsState = ReturnType<typeof useDecisionFields>;

/**
 * What every moderation decision states — the ground from the list, the facts in the moderator's words, a
 * suspension's days — the same fields wherever a decision is taken, so the statement of reasons always has them.
 */
export function DecisionFields({
  fields,
  withDays,
  factsHint: factsHintText,
}: {
  fields: DecisionFieldsState;
  withDays: boolean;
  /** Who reads the facts, when it is not the usual reader (a site profile's decision has no member to read them). */
  factsHint?: string;
}) {
  const { t } = useTranslation('mf-staff');
  const { id, texts, error } = fields;
  const daysHint = t(`${texts}.daysHint`, { max: SUSPENSION_DAYS_MAX });
  const factsHint = factsHintText ?? t(`${texts}.factsHint`);
  return (
    <>
      {withDays ? (
        <FieldFrame id={`${id}-days`} label={t(`${texts}.days`)} hint={daysHint} error={error('days')}>
          <input
            id={`${id}-days`}
            type="number"
            inputMode="numeric"
            min={1}
            max={SUSPENSION_DAYS_MAX}
            value={fields.days}
            onChange={(event) => fields.setDays(event.target.value)}
            {...fieldAria({ id: `${id}-days`, error: error('days'), hint: daysHint })}
            css={[fieldBoxCss(Boolean(error('days'))), { maxWidth: 140 }]}
          />
        </FieldFrame>
      ) : null}
      <SelectField
        id={`${id}-ground`}
        label={t(`${texts}.ground`)}
        value={fields.ground}
        error={error('ground')}
        onChange={(event) => fields.setGround(event.target.value as ModerationGround)}
      >
        <option value="">{t(`${texts}.groundPlaceholder`)}</option>
        {MODERATION_GROUNDS.map((value) => (
          <option key={value} value={value}>
            {t(`reports.grounds.${value}`)}
          </option>
        ))}
      </SelectField>
      <FieldFrame id={`${id}-facts`} label={t(`${texts}.facts`)} hint={factsHint} error={error('facts')}>
        <textarea
          id={`${id}-facts`}
          rows={4}
          maxLength={MODERATION_FACTS_MAX}
          value={fields.facts}
          onChange={(event) => fields.setFacts(event.target.value)}
          {...fieldAria({ id: `${id}-facts`, error: error('facts'), hint: factsHint })}
          css={[fieldBoxCss(Boolean(error('facts'))), { resize: 'vertical', font: 'inherit' }]}
        />
      </FieldFrame>
    </>
  );
}
