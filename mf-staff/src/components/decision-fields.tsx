import { useTranslation } from 'react-i18next';
import { MODERATION_FACTS_MAX } from '@dating/shared/contracts/appeals';
import { MODERATION_GROUNDS, SUSPENSION_DAYS_MAX, type ModerationGround } from '@dating/shared/contracts/staff-reports';
import { FieldFrame, fieldAria, fieldBoxCss } from '@dating/shared/ui/field-frame';
import { SelectField } from './select-field';

/** The labels a decision's fields carry where they are asked (a report's decision, the member page's). */
interface DecisionFieldTexts {
  days: string;
  daysHint: string;
  ground: string;
  groundPlaceholder: string;
  facts: string;
  factsHint: string;
}

interface DecisionFieldsProps {
  id: string;
  /** A suspension asks for its length in days. */
  withDays: boolean;
  days: string;
  onDays: (days: string) => void;
  ground: ModerationGround | '';
  onGround: (ground: ModerationGround) => void;
  facts: string;
  onFacts: (facts: string) => void;
  error: (field: 'days' | 'ground' | 'facts') => string | null;
  texts: DecisionFieldTexts;
}

/**
 * What every moderation decision states — the ground from the list, the facts in the moderator's words, a
 * suspension's days — the same fields wherever a decision is taken, so the statement of reasons always has them.
 */
export function DecisionFields({ id, withDays, days, onDays, ground, onGround, facts, onFacts, error, texts }: DecisionFieldsProps) {
  const { t } = useTranslation('mf-staff');
  return (
    <>
      {withDays ? (
        <FieldFrame id={`${id}-days`} label={texts.days} hint={texts.daysHint} error={error('days')}>
          <input
            id={`${id}-days`}
            type="number"
            inputMode="numeric"
            min={1}
            max={SUSPENSION_DAYS_MAX}
            value={days}
            onChange={(event) => onDays(event.target.value)}
            {...fieldAria({ id: `${id}-days`, error: error('days'), hint: texts.daysHint })}
            css={[fieldBoxCss(Boolean(error('days'))), { maxWidth: 140 }]}
          />
        </FieldFrame>
      ) : null}
      <SelectField
        id={`${id}-ground`}
        label={texts.ground}
        value={ground}
        error={error('ground')}
        onChange={(event) => onGround(event.target.value as ModerationGround)}
      >
        <option value="">{texts.groundPlaceholder}</option>
        {MODERATION_GROUNDS.map((value) => (
          <option key={value} value={value}>
            {t(`reports.grounds.${value}`)}
          </option>
        ))}
      </SelectField>
      <FieldFrame id={`${id}-facts`} label={texts.facts} hint={texts.factsHint} error={error('facts')}>
        <textarea
          id={`${id}-facts`}
          rows={4}
          maxLength={MODERATION_FACTS_MAX}
          value={facts}
          onChange={(event) => onFacts(event.target.value)}
          {...fieldAria({ id: `${id}-facts`, error: error('facts'), hint: texts.factsHint })}
          css={[fieldBoxCss(Boolean(error('facts'))), { resize: 'vertical', font: 'inherit' }]}
        />
      </FieldFrame>
    </>
  );
}
