import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberSheet as MemberSheetData } from '@dating/shared/contracts/staff-inbox';
import { Badge } from '@dating/shared/ui/badge';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useAddMemberNote } from '../api/add-member-note';
import { useLanguageName } from '../../../hooks/use-language-name';
import { useNow } from '../use-now';
import { Avatar } from '../../../components/avatar';
import { NoteList } from './note-list';
import { SheetSection, sheetFactsCss } from './sheet-section';

const MINUTE_MS = 60_000;

/** The member's own clock ("Tue 23:40"), moving each minute: an operator answers a night owl differently. */
function LocalTime({ timeZone }: { timeZone: string | null }) {
  const { t, i18n } = useTranslation('mf-staff');
  const now = useNow(MINUTE_MS);
  const format = useMemo(() => {
    if (!timeZone) return null;
    try {
      return new Intl.DateTimeFormat(i18n.language, { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit' });
    } catch {
      // A zone this browser does not know: better no time than a wrong one.
      return null;
    }
  }, [i18n.language, timeZone]);
  return <>{format ? format.format(now) : t('inbox.member.localTimeUnknown')}</>;
}

export interface MemberSheetProps {
  conversation: number;
  member: MemberSheetData;
  onCallError: (error: unknown) => void;
}

/** The member the persona writes to, as far as an operator may know them, and the operators' notes about them. */
export function MemberSheet({ conversation, member, onCallError }: MemberSheetProps) {
  const { t } = useTranslation('mf-staff');
  const languageName = useLanguageName();
  const addNote = useAddMemberNote(conversation);

  return (
    <SheetSection title={t('inbox.member.heading')}>
      <div css={{ display: 'flex', alignItems: 'center', gap: theme.space(3) }}>
        <Avatar name={member.name} url={member.photo_url} size={64} />
        <div css={{ minWidth: 0 }}>
          <p css={{ margin: 0, fontWeight: 700, fontSize: '1.05rem' }}>
            {member.name}, {member.age}
          </p>
          <p css={{ margin: 0, color: theme.colors.muted }}>
            {member.city}, {member.country}
          </p>
          {(member.premium || member.out_of_credits) && (
            <p css={{ margin: `${theme.space(1)} 0 0`, display: 'flex', flexWrap: 'wrap', gap: theme.space(1) }}>
              {member.premium && <Badge tone="warning">{t('inbox.queue.premium')}</Badge>}
              {member.out_of_credits && <Badge tone="danger">{t('inbox.queue.outOfCredits')}</Badge>}
            </p>
          )}
        </div>
      </div>
      <dl css={sheetFactsCss}>
        <dt>{t('inbox.member.language')}</dt>
        <dd>{languageName(member.language)}</dd>
        <dt>{t('inbox.member.localTime')}</dt>
        <dd>
          <LocalTime timeZone={member.time_zone} />
        </dd>
      </dl>
      {member.about_me && (
        <div>
          <h3 css={{ margin: `0 0 ${theme.space(1)}`, fontSize: '1rem' }}>{t('inbox.member.aboutMe')}</h3>
          <p css={{ margin: 0, whiteSpace: 'pre-wrap' }}>{member.about_me}</p>
        </div>
      )}
      <NoteList
        title={t('inbox.member.notes')}
        empty={t('inbox.member.noNotes')}
        addTitle={t('inbox.member.addNote')}
        fieldLabel={t('inbox.member.noteLabel')}
        notes={member.notes}
        adding={addNote.isPending}
        addError={addNote.error}
        onAdd={(text) => addNote.mutateAsync(text, { onError: onCallError })}
      />
    </SheetSection>
  );
}
