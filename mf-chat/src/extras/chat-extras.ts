import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE } from '@dating/shared/contracts/locales';
import { registerNamespace } from '@dating/shared/i18n/i18n';

/** The i18next namespace of the gift names and icebreaker lines: loaded only when a screen needs them. */
const EXTRAS_NAMESPACE = 'chat-extras';

/** `src/locales/extras/<locale>.json`: gift names by slug and the icebreaker lines. */
export interface ChatExtras {
  gifts: Record<string, string>;
  icebreakers: string[];
}

/** The file's shape, checked as it arrives (a locale file is data another team writes). */
function isChatExtras(value: unknown): value is ChatExtras {
  if (typeof value !== 'object' || value === null) return false;
  const { gifts, icebreakers } = value as Partial<Record<keyof ChatExtras, unknown>>;
  return (
    typeof gifts === 'object' &&
    gifts !== null &&
    Object.values(gifts).every((name) => typeof name === 'string') &&
    Array.isArray(icebreakers) &&
    icebreakers.every((line) => typeof line === 'string')
  );
}

const loadExtras = (locale: string) => import(/* webpackChunkName: "extras-[request]" */ `../locales/extras/${locale}.json`);

/**
 * The gift names and icebreaker lines in the member's language (English for what a locale lacks), or
 * null while they load. Only the gift picker, a gift bubble or snippet and the icebreaker modal ask
 * for them, so a chat without gifts never downloads them; a language change loads the new ones.
 */
export function useChatExtras(): ChatExtras | null {
  const { i18n } = useTranslation('mf-chat');
  const [loaded, setLoaded] = useState(0);
  useEffect(() => {
    const registration = registerNamespace(i18n, EXTRAS_NAMESPACE, loadExtras);
    let active = true;
    const onLoaded = () => active && setLoaded((count) => count + 1);
    registration.ready.then(onLoaded, () => undefined);
    i18n.on('loaded', onLoaded);
    return () => {
      active = false;
      i18n.off('loaded', onLoaded);
      registration.dispose();
    };
  }, [i18n]);
  void loaded;
  return extrasOf(i18n.getResourceBundle(i18n.language, EXTRAS_NAMESPACE), i18n.getResourceBundle(DEFAULT_LOCALE, EXTRAS_NAMESPACE));
}

function extrasOf(current: unknown, english: unknown): ChatExtras | null {
  const own = isChatExtras(current) ? current : null;
  const fallback = isChatExtras(english) ? english : null;
  if (!own || !fallback) return own ?? fallback;
  return {
    gifts: { ...fallback.gifts, ...own.gifts },
    icebreakers: own.icebreakers.length > 0 ? own.icebreakers : fallback.icebreakers,
  };
}

/** A gift's name in the member's language; its slug in words while the names load. */
export function giftName(extras: ChatExtras | null, slug: string): string {
  return extras?.gifts[slug] ?? slug.replace(/-/g, ' ');
}
