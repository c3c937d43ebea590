import type { ComponentType, ReactNode } from 'react';
import { NamespaceTexts, withNamespaceTexts } from '@dating/shared/i18n/namespace-texts';

/**
 * The texts of repeat order, direct debit and the recurring-failure offer: a namespace of their own, loaded
 * only when one of those screens opens, so the credits and method pages never download them.
 */
const RECURRING_NAMESPACE = 'payments-recurring';

const loadRecurringTexts = (locale: string) =>
  import(/* webpackChunkName: "recurring-[request]" */ `../locales/recurring/${locale}.json`) as Promise<{ default: object }>;

/** Renders its children once the recurring texts are loaded; `fallback` meanwhile. */
export function RecurringTexts({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <NamespaceTexts namespace={RECURRING_NAMESPACE} load={loadRecurringTexts} fallback={fallback}>
      {children}
    </NamespaceTexts>
  );
}

/** A screen whose texts are in this namespace, mounted only once they are there. */
export function withRecurringTexts(Screen: ComponentType): ComponentType {
  return withNamespaceTexts(RECURRING_NAMESPACE, loadRecurringTexts, Screen);
}
