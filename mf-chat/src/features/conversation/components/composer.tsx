import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatAllowance } from '@dating/shared/contracts/chats';
import { theme } from '@dating/shared/ui/theme-tokens';
import { VisuallyHidden, visuallyHiddenCss } from '@dating/shared/ui/visually-hidden';
import { CostLine } from './cost-line';

export interface ComposerProps {
  name: string;
  maxLength: number;
  allowance: ChatAllowance;
  onSend: (text: string) => void;
  /** Typing started (renewed while it goes on) or stopped: the other member sees "… is typing". */
  onTyping?: (typing: boolean) => void;
  /** Buttons before the field (photo, GIF, gift, icebreaker). */
  tools?: ReactNode;
  ref?: Ref<ComposerHandle>;
}

/** What the conversation may do to the field: put a text in it (an icebreaker) for the member to send, or focus it. */
export interface ComposerHandle {
  fill: (text: string) => void;
  focus: () => void;
}

/** A start is renewed this often while the member types (the other side forgets one after TYPING_TTL_MS). */
const TYPING_RENEW_MS = 3_000;
/** No key for this long: typing stopped. */
const TYPING_IDLE_MS = 3_000;

/** Rows the field grows to before it scrolls. */
const MAX_ROWS = 6;

/**
 * The message field: grows with what is typed (up to six lines), Enter sends, Shift+Enter starts a
 * new line, a counter against the site's message length, and under it what the next send costs.
 */
export function Composer({ name, maxLength, allowance, onSend, onTyping, tools, ref }: ComposerProps) {
  const { t } = useTranslation('mf-chat');
  const id = useId();
  const [text, setText] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  // As the api counts: characters (code points, an emoji is one) of the trimmed text.
  const length = text.trim().replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, '_').length;
  const tooLong = length > maxLength;
  const canSend = text.trim().length > 0 && !tooLong;
  const typing = useTypingSignal(onTyping);
  // Focus after a fill waits for the commit that closes the dialog it came from (which gives focus back to its opener first).
  const [focusFor, setFocusFor] = useState(0);
  useImperativeHandle(
    ref,
    () => ({
      fill: (filled: string) => {
        setText(filled);
        setFocusFor((count) => count + 1);
      },
      focus: () => setFocusFor((count) => count + 1),
    }),
    [],
  );
  useEffect(() => {
    if (focusFor === 0) return;
    const element = field.current;
    element?.focus();
    element?.setSelectionRange(element.value.length, element.value.length);
  }, [focusFor]);

  useEffect(() => {
    const element = field.current;
    if (!element) return;
    // Measure from one row: the field grows and shrinks with its text.
    element.style.height = 'auto';
    const lineHeight = parseFloat(getComputedStyle(element).lineHeight) || 22;
    element.style.height = `${Math.min(element.scrollHeight, lineHeight * MAX_ROWS + 20)}px`;
  }, [text]);

  const send = () => {
    if (!canSend) return;
    onSend(text.trim());
    typing.stop();
    setText('');
    field.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method composes a word belongs to the input method.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  return (
    <form onSubmit={onSubmit} css={{ display: 'grid', gap: theme.space(1) }}>
      <VisuallyHidden>
        <label htmlFor={`${id}-text`}>{t('composer.label', { name })}</label>
      </VisuallyHidden>
      <div css={{ display: 'flex', alignItems: 'flex-end', gap: theme.space(1), [theme.mq.sm]: { gap: theme.space(2) } }}>
        {tools}
        <textarea
          id={`${id}-text`}
          ref={field}
          rows={1}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim() === '') typing.stop();
            else typing.keystroke();
          }}
          onBlur={typing.stop}
          onKeyDown={onKeyDown}
          placeholder={t('composer.placeholder')}
          aria-invalid={tooLong || undefined}
          aria-describedby={`${id}-counter ${id}-cost${tooLong ? ` ${id}-too-long` : ''}`}
          css={{
            flex: 1,
            // No width of its own (a textarea's is 20 columns): it takes what the buttons leave, on a phone too.
            width: 0,
            minWidth: 0,
            resize: 'none',
            boxSizing: 'border-box',
            minHeight: 44,
            padding: `${theme.space(2)} ${theme.space(3)}`,
            [theme.mq.sm]: { padding: `${theme.space(2)} ${theme.space(4)}` },
            border: `1px solid ${tooLong ? theme.colors.danger : theme.colors.border}`,
            // A narrow field keeps its hint on one line.
            '&::placeholder': { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
            borderRadius: 22,
            font: 'inherit',
            lineHeight: 1.4,
            background: theme.colors.surface,
            color: theme.colors.text,
            '&:focus': { outline: 'none', borderColor: theme.colors.primary, boxShadow: `0 0 0 3px ${theme.colors.secondary}33` },
          }}
        />
        <button
          type="submit"
          disabled={!canSend}
          css={{
            flex: 'none',
            height: 44,
            minWidth: 44,
            justifyContent: 'center',
            padding: `0 ${theme.space(3)}`,
            [theme.mq.sm]: { padding: `0 ${theme.space(5)}` },
            borderRadius: 22,
            border: 0,
            background: theme.colors.primary,
            color: theme.colors.onPrimary,
            font: 'inherit',
            fontWeight: 600,
            cursor: 'pointer',
            display: 'inline-flex',
            alignItems: 'center',
            gap: theme.space(2),
            '&:hover:not(:disabled)': { background: theme.colors.primaryDark },
            '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
            '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 2 },
          }}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="currentColor">
            <path d="M3 20l18-8L3 4v6l12 2-12 2z" />
          </svg>
          <span css={{ '@media (max-width: 479.98px)': visuallyHiddenCss }}>{t('composer.send')}</span>
        </button>
      </div>
      <div
        css={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: theme.space(3),
          fontSize: '0.8125rem',
          padding: `0 ${theme.space(2)}`,
        }}
      >
        <span id={`${id}-cost`}>
          <CostLine allowance={allowance} />
        </span>
        <span id={`${id}-counter`} data-testid="counter" css={{ flex: 'none', color: tooLong ? theme.colors.danger : theme.colors.muted }}>
          {t('composer.counter', { length, max: maxLength })}
        </span>
      </div>
      {tooLong && (
        <p
          id={`${id}-too-long`}
          role="alert"
          css={{ margin: 0, color: theme.colors.danger, fontSize: '0.8125rem', padding: `0 ${theme.space(2)}` }}
        >
          {t('composer.tooLong', { max: maxLength })}
        </p>
      )}
    </form>
  );
}

/** Start (at most every TYPING_RENEW_MS while typing goes on) and stop (idle, sent, emptied, left, gone). */
function useTypingSignal(onTyping: ((typing: boolean) => void) | undefined) {
  const state = useRef<{ sentAt: number | null; idle: ReturnType<typeof setTimeout> | null }>({ sentAt: null, idle: null });
  const signal = useRef(onTyping);
  useEffect(() => {
    signal.current = onTyping;
  }, [onTyping]);
  const [api] = useState(() => {
    const stop = () => {
      const current = state.current;
      if (current.idle !== null) clearTimeout(current.idle);
      current.idle = null;
      if (current.sentAt === null) return;
      current.sentAt = null;
      signal.current?.(false);
    };
    const keystroke = () => {
      const current = state.current;
      const now = Date.now();
      if (current.sentAt === null || now - current.sentAt >= TYPING_RENEW_MS) {
        current.sentAt = now;
        signal.current?.(true);
      }
      if (current.idle !== null) clearTimeout(current.idle);
      current.idle = setTimeout(stop, TYPING_IDLE_MS);
    };
    return { stop, keystroke };
  });
  useEffect(() => api.stop, [api]);
  return api;
}
