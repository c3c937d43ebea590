import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileDecisionKind } from '@dating/shared/contracts/appeals';
import type { ModerationGround, ProfileDecisionRequest } from '@dating/shared/contracts/staff-reports';
import { DecisionFields, useDecisionFields } from '../../../components/decision-fields';
import { useDecideProfile } from '../api/decide-profile';
import { DecisionFormFrame } from './decision-form-frame';
import { PhotoChoice } from './decision-form';

/**
 * The decision on one of the site's own profiles: dismiss the reports, remove a reported photo, take the
 * profile offline — or, for one offline, put it back online. The facts are the record; no member reads them.
 */
export function ProfileDecisionForm({
  profileId,
  kinds,
  reportIds = [],
  photoIds = [],
  ground,
  onDecided,
}: {
  profileId: number;
  /** What may be decided here, the first chosen at first. */
  kinds: readonly ProfileDecisionKind[];
  reportIds?: number[];
  /** The photos reported (a removal names one). */
  photoIds?: number[];
  /** The ground chosen at first (putting online: the one it was taken offline on). */
  ground?: ModerationGround;
  onDecided: () => void;
}) {
  const { t } = useTranslation('mf-staff');
  const id = useId();
  const decide = useDecideProfile();
  const fields = useDecisionFields(id, 'reports.decision', ground ? { ground } : {});
  const choices = kinds.filter((candidate) => candidate !== 'remove_photo' || photoIds.length > 0);
  const [kind, setKind] = useState<ProfileDecisionKind>(choices[0] ?? 'dismiss');
  const [photo, setPhoto] = useState(photoIds[0] ?? 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = fields.validate(false);
    if (!values) return;
    const body: ProfileDecisionRequest = {
      profile: profileId,
      kind,
      ground: values.ground,
      facts: values.facts,
      ...(reportIds.length > 0 ? { reports: reportIds } : {}),
      ...(kind === 'remove_photo' ? { photo } : {}),
    };
    decide.mutate(body, { onSuccess: onDecided });
  };

  return (
    <DecisionFormFrame
      id={id}
      name={`${id}-kind`}
      choices={choices.map((value) => ({ value, label: t(`reports.siteProfiles.kinds.${value}`) }))}
      chosen={kind}
      onChoose={setKind}
      onSubmit={submit}
      mutation={decide}
      submitLabel={t(`reports.siteProfiles.submit.${kind}`)}
    >
      {kind === 'remove_photo' ? <PhotoChoice id={id} photoIds={photoIds} photo={photo} onPhoto={setPhoto} /> : null}
      <DecisionFields fields={fields} withDays={false} factsHint={t('reports.siteProfiles.factsHint')} />
    </DecisionFormFrame>
  );
}
