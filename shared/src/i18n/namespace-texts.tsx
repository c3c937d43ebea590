import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { registerNamespace, type LocaleLoader } from './i18n';

/**
 * Texts in a namespace of their own, loaded only when a screen that needs them opens (a remote's main
 * namespace file would make every screen download them). Renders its children once the namespace is
 * loaded for the current language (and English), and keeps following language changes; `fallback`
 * meanwhile. A failed load goes to the parcel's error boundary, whose retry loads again.
 */
export function NamespaceTexts({
  namespace,
  load,
  children,
  fallback = null,
}: {
  namespace: string;
  load: LocaleLoader;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const { i18n } = useTranslation();
  const [state, setState] = useState<'loading' | 'ready' | { error: unknown }>(() =>
    i18n.hasResourceBundle(i18n.language, namespace) ? 'ready' : 'loading',
  );
  useEffect(() => {
    const registration = registerNamespace(i18n, namespace, load);
    let active = true;
    registration.ready.then(
      () => active && setState('ready'),
      (error: unknown) => active && setState({ error }),
    );
    return () => {
      active = false;
      registration.dispose();
    };
  }, [i18n, namespace, load]);
  if (typeof state === 'object') throw state.error;
  return state === 'ready' ? <>{children}</> : <>{fallback}</>;
}

/** A screen whose texts are in `namespace`, mounted only once they are there. */
export function withNamespaceTexts(namespace: string, load: LocaleLoader, Screen: ComponentType): ComponentType {
  const WithTexts = () => (
    <NamespaceTexts namespace={namespace} load={load}>
      <Screen />
    </NamespaceTexts>
  );
  WithTexts.displayName = `WithTexts(${Screen.displayName ?? Screen.name})`;
  return WithTexts;
}
