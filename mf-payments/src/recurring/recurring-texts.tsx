import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { registerNamespace } from '@dating/shared/i18n/i18n';

/**
 * The texts of repeat order, direct debit and the recurring-failure offer: a namespace of their own, loaded
 * only when one of those screens opens, so the credits and method pages never download them.
 */
const RECURRING_NAMESPACE = 'payments-recurring';

const loadRecurringTexts = (locale: string) =>
  import(/* webpackChunkName: "recurring-[request]" */ `../locales/recurring/${locale}.json`) as Promise<{ default: object }>;

/**
 * Renders its children once the namespace is loaded for the current language (and English), and keeps
 * following language changes; `fallback` meanwhile. A failed load goes to the parcel's error boundary,
 * whose retry loads again.
 */
export function RecurringTexts({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const { i18n } = useTranslation();
  const [state, setState] = useState<'loading' | 'ready' | { error: unknown }>(() =>
    i18n.hasResourceBundle(i18n.language, RECURRING_NAMESPACE) ? 'ready' : 'loading',
  );
  useEffect(() => {
    const registration = registerNamespace(i18n, RECURRING_NAMESPACE, loadRecurringTexts);
    let active = true;
    registration.ready.then(
      () => active && setState('ready'),
      (error: unknown) => active && setState({ error }),
    );
    return () => {
      active = false;
      registration.dispose();
    };
  }, [i18n]);
  if (typeof state === 'object') throw state.error;
  return state === 'ready' ? <>{children}</> : <>{fallback}</>;
}

/** A screen whose texts are in this namespace, mounted only once they are there. */
export function withRecurringTexts(Screen: ComponentType): ComponentType {
  const WithTexts = () => (
    <RecurringTexts>
      <Screen />
    </RecurringTexts>
  );
  WithTexts.displayName = `WithRecurringTexts(${Screen.displayName ?? Screen.name})`;
  return WithTexts;
}
