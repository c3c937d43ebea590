import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { Modal } from '@dating/shared/ui/modal';
import { theme } from '@dating/shared/ui/theme-tokens';
import { DecisionFields, useDecisionFields } from '../../../components/decision-fields';
import { useDecide } from '../api/decide';
import { useMembersErrorText } from '../members-format';

export type MemberDecisionKind = 'warn' | 'suspend' | 'ban' | 'lift';

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
  const fields = useDecisionFields(id, 'members.decision');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = fields.validate(kind === 'suspend');
    if (!values) return;
    decide.mutate(
      {
        member: memberUserId,
        kind,
        ground: values.ground,
        facts: values.facts,
        ...(kind === 'suspend' ? { suspend_days: values.days } : {}),
      },
      { onSuccess: onDecided },
    );
  };

  return (
    <Modal open title={t(`members.decision.title.${kind}`, { name })} onClose={onClose} closeLabel={t('members.dialog.close')}>
      <form onSubmit={submit} noValidate css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
        <p css={{ margin: 0 }}>{t(`members.decision.intro.${kind}`)}</p>
        {decide.error ? <Alert level="danger">{errorText(decide.error)}</Alert> : null}
        <DecisionFields fields={fields} withDays={kind === 'suspend'} />
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
