import type { Locale } from '@dating/shared/contracts/index';

/**
 * The first line of every mail, with the member's profile name when there is one (a visitor's
 * complaint, a report: none). The name is the member's own, so it tells a reader of the inbox
 * nothing the address does not; subjects still never carry it.
 */
const GREETINGS: Record<Locale, { plain: string; named: (name: string) => string }> = {
  en: { plain: 'Hello,', named: (name) => `Hello ${name},` },
  nl: { plain: 'Hallo,', named: (name) => `Hallo ${name},` },
  de: { plain: 'Hallo,', named: (name) => `Hallo ${name},` },
  it: { plain: 'Ciao,', named: (name) => `Ciao ${name},` },
  fr: { plain: 'Bonjour,', named: (name) => `Bonjour ${name},` },
  es: { plain: 'Hola:', named: (name) => `Hola, ${name}:` },
  pl: { plain: 'Cześć,', named: (name) => `Cześć ${name},` },
  da: { plain: 'Hej,', named: (name) => `Hej ${name},` },
  fi: { plain: 'Hei,', named: (name) => `Hei ${name},` },
  nb: { plain: 'Hei,', named: (name) => `Hei ${name},` },
  sv: { plain: 'Hej!', named: (name) => `Hej ${name}!` },
};

export function mailGreeting(locale: Locale, name: string | null | undefined): string {
  const greeting = GREETINGS[locale] ?? GREETINGS.en;
  const trimmed = name?.trim();
  return trimmed ? greeting.named(trimmed) : greeting.plain;
}
