import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SUSPENSION_DAYS_MAX, type ModerationGround } from '@dating/shared/contracts/staff-reports';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { Modal } from '@dating/shared/ui/modal';
import { theme } from '@dating/shared/ui/theme-tokens';
import { DecisionFields } from '../../../components/decision-fields';
import { useDecide } from '../api/decide';
import { useMembersErrorText } from '../members-format';

export type MemberDecisionKind = 'warn' | 'suspend' | 'ban' | 'lift';

type FieldError = 'ground' | 'facts' | 'days';

/**
 * Warn, suspend, ban or lift from the member's page: the moderators' decision, with its ground and facts,
 * which the member reads in the statement of reasons they are sent.
 */
export function DecisionDialog({
  memberUserId,
  name,
  kind,
  onDecided,
  onClose,
}: {
  memberUserId: number;
  name: string;
  kind: MemberDecisionKind;
  onDecided: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('mf-staff');
  const id = useId();
  const decide = useDecide();
  const errorText = useMembersErrorText();
  const [ground, setGround] = useState<ModerationGround | ''>('');
  const [facts, setFacts] = useState('');
  const [days, setDays] = useState('7');
  const [errors, setErrors] = useState<FieldError[]>([]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const dayCount = Number(days);
    const invalid: FieldError[] = [];
    if (kind === 'suspend' && !(Number.isInteger(dayCount) && dayCount >= 1 && dayCount <= SUSPENSION_DAYS_MAX)) invalid.push('days');
    if (!ground) invalid.push('ground');
    if (facts.trim() === '') invalid.push('facts');
    setErrors(invalid);
    if (invalid.length > 0 || !ground) return document.getElementById(`${id}-${invalid[0]}`)?.focus();
    decide.mutate(
      { member: memberUserId, kind, ground, facts: facts.trim(), ...(kind === 'suspend' ? { suspend_days: dayCount } : {}) },
      { onSuccess: onDecided },
    );
  };

  const error = (field: FieldError) => {
    if (!errors.includes(field)) return null;
    if (field === 'days') return t('members.decision.daysInvalid', { max: SUSPENSION_DAYS_MAX });
    return t(field === 'ground' ? 'members.decision.groundRequired' : 'members.decision.factsRequired');
  };
  const daysHint = t('members.decision.daysHint', { max: SUSPENSION_DAYS_MAX });

  return (
    <Modal open title={t(`members.decision.title.${kind}`, { name })} onClose={onClose} closeLabel={t('members.dialog.close')}>
      <form onSubmit={submit} noValidate css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
        <p css={{ margin: 0 }}>{t(`members.decision.intro.${kind}`)}</p>
        {decide.error ? <Alert level="danger">{errorText(decide.error)}</Alert> : null}
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
            days: t('members.decision.days'),
            daysHint,
            ground: t('members.decision.ground'),
            groundPlaceholder: t('members.decision.groundPlaceholder'),
            facts: t('members.decision.facts'),
            factsHint: t('members.decision.factsHint'),
          }}
        />
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(3) }}>
          <Button type="submit" disabled={decide.isPending} aria-busy={decide.isPending || undefined}>
            {decide.isPending ? t('members.dialog.working') : t(`members.decision.submit.${kind}`)}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('members.dialog.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
