import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTE_MAX_LENGTH, type PersonaFact } from '@dating/shared/contracts/staff-inbox';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { TextField } from '@dating/shared/ui/text-field';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useDateTimeText } from '../../../hooks/use-date-time';
import { useInboxErrorText } from '../inbox-errors';

export interface NoteListProps {
  title: string;
  intro?: string;
  empty: string;
  /** The form's button and its field's label ("Add a fact", "New fact"). */
  addTitle: string;
  fieldLabel: string;
  notes: PersonaFact[];
  adding: boolean;
  addError: unknown;
  /** Resolves once stored (the field is cleared then); rejects with the api's error. */
  onAdd: (text: string) => Promise<unknown>;
  /** With it, each note has a Remove button that asks first. */
  remove?: { pending: number | null; error: unknown; onRemove: (id: number) => Promise<unknown> };
}

function RemoveButton({ note, pending, onRemove }: { note: PersonaFact; pending: boolean; onRemove: (id: number) => Promise<unknown> }) {
  const { t } = useTranslation('mf-staff');
  const [asking, setAsking] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirm.current?.focus();
  }, [asking]);

  if (!asking) {
    return (
      <Button
        ref={opener}
        variant="link"
        size="sm"
        aria-label={t('inbox.notes.removeLabel', { text: note.text })}
        onClick={() => setAsking(true)}
      >
        {t('inbox.notes.remove')}
      </Button>
    );
  }
  const cancel = () => {
    setAsking(false);
    // The Remove button comes back in the confirmation's place: focus goes with it.
    requestAnimationFrame(() => opener.current?.focus());
  };
  const escape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') cancel();
  };
  return (
    <fieldset
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: theme.space(2),
        fontSize: '0.85rem',
        margin: 0,
        padding: 0,
        border: 0,
        minWidth: 0,
      }}
    >
      <legend css={{ padding: 0, marginBottom: theme.space(1) }}>{t('inbox.notes.confirmRemove')}</legend>
      <Button ref={confirm} size="sm" disabled={pending} onKeyDown={escape} onClick={() => void onRemove(note.id).catch(() => undefined)}>
        {t('inbox.notes.confirm')}
      </Button>
      <Button variant="secondary" size="sm" onKeyDown={escape} onClick={cancel}>
        {t('inbox.notes.cancel')}
      </Button>
    </fieldset>
  );
}

/** Facts about a persona, or notes about a member: the list (who wrote each, when) and a small form to add one. */
export function NoteList({ title, intro, empty, addTitle, fieldLabel, notes, adding, addError, onAdd, remove }: NoteListProps) {
  const { t } = useTranslation('mf-staff');
  const errorText = useInboxErrorText();
  const dateTime = useDateTimeText();
  const headingId = useId();
  const fieldId = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (value === '') {
      setInvalid(t('inbox.notes.required'));
      return;
    }
    setInvalid(null);
    onAdd(value).then(
      () => setText(''),
      () => undefined,
    );
  };

  return (
    <section aria-labelledby={headingId} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2) }}>
      <h3 id={headingId} css={{ margin: 0, fontSize: '1rem' }}>
        {title}
      </h3>
      {intro && <p css={{ margin: 0, fontSize: '0.85rem', color: theme.colors.muted }}>{intro}</p>}
      {notes.length === 0 ? (
        <p css={{ margin: 0, fontSize: '0.9rem', color: theme.colors.muted }}>{empty}</p>
      ) : (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: theme.space(2) }}>
          {notes.map((note) => (
            <li
              key={note.id}
              css={{
                padding: `${theme.space(2)} ${theme.space(3)}`,
                borderRadius: theme.radius,
                background: theme.colors.background,
                display: 'flex',
                flexDirection: 'column',
                gap: theme.space(1),
              }}
            >
              <span css={{ overflowWrap: 'anywhere' }}>{note.text}</span>
              <span css={{ fontSize: '0.75rem', color: theme.colors.muted, overflowWrap: 'anywhere' }}>
                {t('inbox.notes.byline', { author: note.author_email, date: dateTime(note.created_at) })}
              </span>
              {remove && <RemoveButton note={note} pending={remove.pending === note.id} onRemove={remove.onRemove} />}
            </li>
          ))}
        </ul>
      )}
      {remove?.error ? <Alert level="danger">{errorText(remove.error)}</Alert> : null}
      <form onSubmit={submit} noValidate css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2) }}>
        <TextField
          id={fieldId}
          label={fieldLabel}
          value={text}
          maxLength={NOTE_MAX_LENGTH}
          error={invalid}
          hint={t('inbox.notes.count', { length: text.length, max: NOTE_MAX_LENGTH })}
          onChange={(event) => setText(event.target.value)}
        />
        {addError ? <Alert level="danger">{errorText(addError)}</Alert> : null}
        <div>
          <Button type="submit" size="sm" variant="secondary" disabled={adding} aria-busy={adding}>
            {adding ? t('inbox.notes.adding') : addTitle}
          </Button>
        </div>
      </form>
    </section>
  );
}
