import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MODERATION_FACTS_MAX } from '@dating/shared/contracts/appeals';
import type { QueueAppeal } from '@dating/shared/contracts/staff-reports';
import { FieldFrame, fieldAria, fieldBoxCss } from '@dating/shared/ui/field-frame';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useDateTimeText } from '../../../hooks/use-date-time';
import { useDecideAppeal } from '../api/decide-appeal';
import { DecisionFormFrame } from './decision-form-frame';
import { panelCss } from './group-panel';
import { MemberHeader } from './member-header';

/** An appeal: the decision contested, the member's words, and the review (uphold or lift) with its reasons. */
export function AppealPanel({ appeal, onDecided }: { appeal: QueueAppeal; onDecided: () => void }) {
  const { t } = useTranslation('mf-staff');
  const id = useId();
  const dateTime = useDateTimeText();
  const decideAppeal = useDecideAppeal();
  const [outcome, setOutcome] = useState<'uphold' | 'lift'>('uphold');
  const [facts, setFacts] = useState('');
  const [factsError, setFactsError] = useState(false);
  const { decision } = appeal;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (facts.trim() === '') {
      setFactsError(true);
      document.getElementById(`${id}-facts`)?.focus();
      return;
    }
    setFactsError(false);
    decideAppeal.mutate({ appeal: appeal.id, outcome, facts: facts.trim() }, { onSuccess: onDecided });
  };
  const error = factsError ? t('reports.decision.factsRequired') : null;

  return (
    <article aria-labelledby={`${id}-member`} css={panelCss}>
      <MemberHeader member={appeal.member} headingId={`${id}-member`} />
      <section aria-labelledby={`${id}-decision`} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(1) }}>
        <h3 id={`${id}-decision`} css={{ margin: 0, fontSize: '1.05rem' }}>
          {t('reports.appeal.decisionHeading')}
        </h3>
        <p css={{ margin: 0 }}>
          <strong>{t(`reports.kinds.${decision.kind}`)}</strong> · {t(`reports.grounds.${decision.ground}`)}
        </p>
        <p css={{ margin: 0, color: theme.colors.muted, fontSize: '0.9rem' }}>
          {t('reports.appeal.decidedAt', { when: dateTime(decision.created_at) })}
          {decision.suspended_until ? ` · ${t('reports.suspendedUntil', { when: dateTime(decision.suspended_until) })}` : ''}
        </p>
        <blockquote css={{ margin: 0, whiteSpace: 'pre-wrap' }}>{decision.facts}</blockquote>
      </section>
      <section aria-labelledby={`${id}-text`} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(1) }}>
        <h3 id={`${id}-text`} css={{ margin: 0, fontSize: '1.05rem' }}>
          {t('reports.appeal.textHeading')}
        </h3>
        <p css={{ margin: 0, color: theme.colors.muted, fontSize: '0.9rem' }}>{dateTime(appeal.created_at)}</p>
        <blockquote
          lang={appeal.language}
          css={{
            margin: 0,
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            background: theme.colors.background,
            padding: theme.space(3),
            borderRadius: theme.radius,
          }}
        >
          {appeal.text}
        </blockquote>
      </section>
      <DecisionFormFrame
        id={id}
        name={`${id}-outcome`}
        title={t('reports.appeal.title')}
        legend={t('reports.appeal.outcomeLegend')}
        choices={(['uphold', 'lift'] as const).map((value) => ({ value, label: t(`reports.appeal.${value}`) }))}
        chosen={outcome}
        onChoose={setOutcome}
        onSubmit={submit}
        mutation={decideAppeal}
        submitLabel={t('reports.appeal.submit')}
      >
        <FieldFrame id={`${id}-facts`} label={t('reports.appeal.facts')} hint={t('reports.appeal.factsHint')} error={error}>
          <textarea
            id={`${id}-facts`}
            rows={4}
            maxLength={MODERATION_FACTS_MAX}
            value={facts}
            onChange={(event) => setFacts(event.target.value)}
            {...fieldAria({ id: `${id}-facts`, error, hint: t('reports.appeal.factsHint') })}
            css={[fieldBoxCss(Boolean(error)), { resize: 'vertical', font: 'inherit' }]}
          />
        </FieldFrame>
      </DecisionFormFrame>
    </article>
  );
}
