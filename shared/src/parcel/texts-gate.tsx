import type { i18n as I18n } from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { COMMON_NAMESPACE, loadCommonLocale } from '../i18n/common-locales';
import { registerNamespace } from '../i18n/i18n';
import type { RemoteDefinition } from './parcel-contract';

export interface TextsGateProps {
  i18n: I18n;
  remote: RemoteDefinition;
  children: ReactNode;
}

const hasTexts = (i18n: I18n, namespace: string) => i18n.hasResourceBundle(i18n.language, namespace);

/**
 * Renders its children only once the remote's namespace (and `common`) is loaded for the current
 * language, so a screen never flashes raw keys. Keeps following language changes while mounted and
 * stops when unmounted. A failed load is rethrown to the parcel's error boundary (retry reloads).
 */
export function TextsGate({ i18n, remote, children }: TextsGateProps) {
  const [state, setState] = useState<'loading' | 'ready' | { error: unknown }>(() =>
    hasTexts(i18n, remote.namespace) && hasTexts(i18n, COMMON_NAMESPACE) ? 'ready' : 'loading',
  );

  useEffect(() => {
    const registrations = [
      registerNamespace(i18n, COMMON_NAMESPACE, loadCommonLocale),
      registerNamespace(i18n, remote.namespace, remote.loadTexts),
    ];
    let active = true;
    Promise.all(registrations.map((registration) => registration.ready)).then(
      () => active && setState('ready'),
      (error: unknown) => active && setState({ error }),
    );
    return () => {
      active = false;
      registrations.forEach((registration) => registration.dispose());
    };
  }, [i18n, remote]);

  if (typeof state === 'object') throw state.error;
  return state === 'ready' ? <>{children}</> : null;
}
