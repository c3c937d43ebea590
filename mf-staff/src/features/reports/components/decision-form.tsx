import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DecideRequest } from '@dating/shared/contracts/staff-reports';
import { SelectField } from '../../../components/select-field';
import { DecisionFields, useDecisionFields } from '../../../components/decision-fields';
import { useDecide } from '../api/decide';
import { DecisionFormFrame } from './decision-form-frame';

/** The decisions on reports, mildest first. */
const KINDS = ['dismiss', 'remove_photo', 'warn', 'suspend', 'ban'] as const;
type Kind = (typeof KINDS)[number];

/** The photo to remove, when more than one was reported. */
export function PhotoChoice({
  id,
  photoIds,
  photo,
  onPhoto,
}: {
  id: string;
  photoIds: number[];
  photo: number;
  onPhoto: (id: number) => void;
}) {
  const { t } = useTranslation('mf-staff');
  if (photoIds.length < 2) return null;
  return (
    <SelectField
      id={`${id}-photo`}
      label={t('reports.decision.photo')}
      value={photo}
      onChange={(event) => onPhoto(Number(event.target.value))}
    >
      {photoIds.map((photoId) => (
        <option key={photoId} value={photoId}>
          {t('reports.decision.photoNumber', { id: photoId })}
        </option>
      ))}
    </SelectField>
  );
}

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
  const fields = useDecisionFields(id, 'reports.decision');
  const [kind, setKind] = useState<Kind>('warn');
  const [photo, setPhoto] = useState(photoIds[0] ?? 0);
  const kinds = KINDS.filter((candidate) => candidate !== 'remove_photo' || photoIds.length > 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = fields.validate(kind === 'suspend');
    if (!values) return;
    const body: DecideRequest = {
      member: memberUserId,
      kind,
      ground: values.ground,
      facts: values.facts,
      reports: reportIds,
      ...(kind === 'remove_photo' ? { photo } : {}),
      ...(kind === 'suspend' ? { suspend_days: values.days } : {}),
    };
    decide.mutate(body, { onSuccess: onDecided });
  };

  return (
    <DecisionFormFrame
      id={id}
      name={`${id}-kind`}
      choices={kinds.map((value) => ({ value, label: t(`reports.kinds.${value}`) }))}
      chosen={kind}
      onChoose={setKind}
      onSubmit={submit}
      mutation={decide}
      submitLabel={t(`reports.decision.submit.${kind}`)}
    >
      {kind === 'remove_photo' ? <PhotoChoice id={id} photoIds={photoIds} photo={photo} onPhoto={setPhoto} /> : null}
      <DecisionFields fields={fields} withDays={kind === 'suspend'} />
    </DecisionFormFrame>
  );
}
