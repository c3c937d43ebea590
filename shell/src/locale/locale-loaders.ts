import type { LocaleLoader } from '@dating/shared/i18n/i18n';
import { COMMON_NAMESPACE, loadCommonLocale } from '@dating/shared/i18n/common-locales';

export const SHELL_NAMESPACE = 'shell';

/** One chunk per locale (dynamic import with a template: the bundler splits each JSON file). */
export const loadShellLocale: LocaleLoader = (locale) =>
  import(/* webpackChunkName: "shell-locale-[request]" */ `../locales/${locale}.json`);

/** Namespaces the shell itself shows; loaded before a language switch so the page never shows keys. */
export const SHELL_LOADERS: Record<string, LocaleLoader> = {
  [SHELL_NAMESPACE]: loadShellLocale,
  [COMMON_NAMESPACE]: loadCommonLocale,
};
