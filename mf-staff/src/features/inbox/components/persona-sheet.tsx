import { useTranslation } from 'react-i18next';
import { PROFILE_DETAIL_FIELDS, type ProfileDetailField } from '@dating/shared/contracts/member-profile';
import { GENDERS, SEXUALITIES } from '@dating/shared/contracts/profile';
import type { PersonaSheet as PersonaSheetData } from '@dating/shared/contracts/staff-inbox';
import {
  useProfileDetailLabel,
  useProfileFieldName,
  useSexualityLabel,
  type NamedProfileField,
  type ProfileDetailValues,
} from '@dating/shared/i18n/common-labels';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useAddPersonaFact } from '../api/add-persona-fact';
import { useRemovePersonaFact } from '../api/remove-persona-fact';
import { humanize } from '../inbox-format';
import { NoteList } from './note-list';
import { SheetSection, sheetFactsCss } from './sheet-section';

type Gender = (typeof GENDERS)[number];
const isGender = (value: string): value is Gender => (GENDERS as readonly string[]).includes(value);
const isSexuality = (value: string): value is (typeof SEXUALITIES)[number] => (SEXUALITIES as readonly string[]).includes(value);
const isDetailField = (field: string): field is ProfileDetailField => (PROFILE_DETAIL_FIELDS as readonly string[]).includes(field);

/** A stored value in the console's language when the shared texts know it ("Divorced"), else as words. */
function useDetailText(gender: string) {
  const { i18n } = useTranslation('common');
  const fieldName = useProfileFieldName();
  const detailLabel = useProfileDetailLabel();
  const sexualityLabel = useSexualityLabel();
  const known = (key: string) => i18n.exists(key, { ns: 'common' });
  const agreesWith = isGender(gender) ? gender : null;
  return {
    name: (field: string) => (isDetailField(field) || field === 'sexuality' ? fieldName(field as NamedProfileField) : humanize(field)),
    value: (field: string, value: string) => {
      if (field === 'sexuality' && isSexuality(value)) return sexualityLabel(value, agreesWith);
      if (isDetailField(field) && known(`${field}.${value}`))
        return detailLabel(field, value as ProfileDetailValues[typeof field], agreesWith);
      return humanize(value);
    },
  };
}

/** The persona the operator writes as: photos, who she is, and the facts operators settled on (add, remove). */
export interface PersonaSheetProps {
  conversation: number;
  persona: PersonaSheetData;
  /** Every failed call is told here too (a lease that ran out concerns the whole screen). */
  onCallError: (error: unknown) => void;
}

export function PersonaSheet({ conversation, persona, onCallError }: PersonaSheetProps) {
  const { t } = useTranslation('mf-staff');
  const detail = useDetailText(persona.gender);
  const addFact = useAddPersonaFact(conversation);
  const removeFact = useRemovePersonaFact(conversation);
  const details = Object.entries(persona.details);

  return (
    <SheetSection title={t('inbox.persona.heading')}>
      {persona.photos.length > 0 && (
        <ul
          // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a strip that scrolls sideways must be reachable by keyboard (axe: scrollable-region-focusable)
          tabIndex={0}
          aria-label={t('inbox.persona.photos', { name: persona.name })}
          css={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'flex',
            gap: theme.space(2),
            overflowX: 'auto',
            scrollbarWidth: 'thin',
          }}
        >
          {persona.photos.map((photo, index) => (
            <li key={photo.id} css={{ flex: 'none' }}>
              <img
                src={photo.thumb_url}
                alt={t('inbox.composer.galleryPhoto', { number: index + 1, name: persona.name })}
                width={88}
                height={88}
                css={{ display: 'block', borderRadius: theme.radius, objectFit: 'cover', background: theme.colors.border }}
              />
            </li>
          ))}
        </ul>
      )}
      <p css={{ margin: 0, fontWeight: 700, fontSize: '1.05rem' }}>
        {persona.name}, {persona.age}
        <span css={{ fontWeight: 400, color: theme.colors.muted }}>
          {' · '}
          {persona.city}, {persona.country}
        </span>
      </p>
      {details.length > 0 && (
        <dl css={sheetFactsCss}>
          {details.map(([field, value]) => (
            <div key={field} css={{ display: 'contents' }}>
              <dt>{detail.name(field)}</dt>
              <dd>{value === null ? t('inbox.persona.notGiven') : detail.value(field, value)}</dd>
            </div>
          ))}
        </dl>
      )}
      {persona.about_me && (
        <div>
          <h3 css={{ margin: `0 0 ${theme.space(1)}`, fontSize: '1rem' }}>{t('inbox.persona.aboutMe')}</h3>
          <p css={{ margin: 0, whiteSpace: 'pre-wrap' }}>{persona.about_me}</p>
        </div>
      )}
      <NoteList
        title={t('inbox.persona.facts')}
        intro={t('inbox.persona.factsIntro', { name: persona.name })}
        empty={t('inbox.persona.noFacts')}
        addTitle={t('inbox.persona.addFact')}
        fieldLabel={t('inbox.persona.factLabel')}
        notes={persona.facts}
        adding={addFact.isPending}
        addError={addFact.error}
        onAdd={(text) => addFact.mutateAsync(text, { onError: onCallError })}
        remove={{
          pending: removeFact.isPending ? (removeFact.variables ?? null) : null,
          error: removeFact.error,
          onRemove: (id) => removeFact.mutateAsync(id, { onError: onCallError }),
        }}
      />
    </SheetSection>
  );
}
