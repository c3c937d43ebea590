import { useEffect } from 'react';
import { isApiError } from '@dating/shared/api-client/api-client';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';

/**
 * An admin page's answer to a staff member who is no admin: the api says 404, as to anyone without
 * access, and the console shows its 404 page instead of telling that the page exists. True meanwhile.
 */
export function useNotFoundPage(error: unknown): boolean {
  const { showError } = useShellContext();
  const notFound = isApiError(error) && error.code === 'not_found';
  useEffect(() => {
    if (notFound) showError(404);
  }, [notFound, showError]);
  return notFound;
}
