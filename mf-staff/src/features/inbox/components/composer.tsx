import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonaPhoto } from '@dating/shared/contracts/staff-inbox';
import { Button } from '@dating/shared/ui/button';
import { fieldBoxCss, fieldLabelCss } from '@dating/shared/ui/field-frame';
import { theme } from '@dating/shared/ui/theme-tokens';
import { GalleryDialog } from './gallery-dialog';

export interface ComposerProps {
  personaName: string;
  /** The member's language, by name in the console's language: the reply is written in it. */
  languageName: string;
  photos: PersonaPhoto[];
  /** Nothing can be sent (the lease ran out). */
  disabled: boolean;
  onSendText: (text: string) => void;
  onSendPhoto: (photo: PersonaPhoto) => void;
  onTyping: () => void;
  onStopTyping: () => void;
  /** After a reply: the button to the next waiting conversation, in the same row (tab order after Send). */
  next?: ReactNode;
}

/**
 * The reply as the persona: Enter sends, Shift+Enter starts a new line; a photo of the persona's own
 * gallery goes with "Send a photo". The text is cleared at once — the message shows as sending above.
 */
export function Composer({
  personaName,
  languageName,
  photos,
  disabled,
  onSendText,
  onSendPhoto,
  onTyping,
  onStopTyping,
  next,
}: ComposerProps) {
  const { t } = useTranslation('mf-staff');
  const id = useId();
  const [text, setText] = useState('');
  const [gallery, setGallery] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);

  const send = () => {
    if (disabled || text.trim() === '') return;
    onSendText(text);
    setText('');
    onStopTyping();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method composes a word chooses the word, it does not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2) }}
    >
      <label htmlFor={id} css={{ ...fieldLabelCss, fontSize: '0.9rem' }}>
        {t('inbox.composer.label', { persona: personaName, language: languageName })}
      </label>
      <textarea
        ref={field}
        id={id}
        value={text}
        rows={3}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setText(event.target.value);
          onTyping();
        }}
        onKeyDown={onKeyDown}
        onBlur={onStopTyping}
        css={{ ...fieldBoxCss(false), resize: 'vertical', minHeight: '4.5rem', width: '100%', boxSizing: 'border-box' }}
      />
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(2) }}>
        <p id={`${id}-hint`} css={{ margin: 0, marginRight: 'auto', fontSize: '0.8rem', color: theme.colors.muted }}>
          {t('inbox.composer.hint')}
        </p>
        <Button variant="secondary" size="sm" disabled={disabled} onClick={() => setGallery(true)}>
          {t('inbox.composer.photo')}
        </Button>
        <Button type="submit" size="sm" disabled={disabled}>
          {t('inbox.composer.send')}
        </Button>
        {next}
      </div>
      <GalleryDialog
        open={gallery}
        personaName={personaName}
        photos={photos}
        onClose={() => setGallery(false)}
        onPick={(photo) => {
          setGallery(false);
          onSendPhoto(photo);
          field.current?.focus();
        }}
      />
    </form>
  );
}
