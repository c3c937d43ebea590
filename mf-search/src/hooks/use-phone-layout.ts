import { useSyncExternalStore } from 'react';
import { theme } from '@dating/shared/ui/theme-tokens';

/** Narrower than the tablet breakpoint: the layout where the shell shows its bottom tab bar. */
export const PHONE_QUERY = `(max-width: ${theme.breakpoints.md - 0.02}px)`;

const media = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const query = media();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the screen has the phone's layout now (turning a tablet changes it); false where it cannot be asked. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
