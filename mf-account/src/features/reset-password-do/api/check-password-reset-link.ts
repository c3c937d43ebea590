import { useQuery } from '@tanstack/react-query';
import { checkPasswordResetLinkEndpoint } from '@dating/shared/contracts/password-reset';
import { endpointQuery } from '@dating/shared/data/endpoint-query';
import { sanctionRefusal } from '@dating/shared/forms/sanction-refusal';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { isPlausibleResetToken } from '../reset-password-do-errors';
import { queryClient } from '../../../query-client';

/**
 * Whether a reset link still works, asked when the page opens (GET /api/password-reset-do.php?token=,
 * reading only: a mail scanner opening the link uses nothing up), so nobody types a new password
 * twice for a used link. Asked anew for every opening (a link works once). A token that cannot be one
 * is invalid without asking; should the check itself fail, the link counts as working and saving tells.
 * A working link of a suspended or banned account is refused as saving would be (`sanctioned`).
 */
export function useCheckPasswordResetLink(token: string | undefined): {
  checking: boolean;
  invalid: boolean;
  /** The check's error when it is a suspended or banned account's refusal (sanctionRefusal), else null. */
  sanctioned: unknown;
} {
  const { api } = useShellContext();
  const plausible = isPlausibleResetToken(token);
  const check = useQuery(
    {
      ...endpointQuery(api, checkPasswordResetLinkEndpoint, { query: { token: token ?? '' } }),
      enabled: plausible,
      staleTime: 0,
      gcTime: 0,
    },
    queryClient,
  );
  return {
    checking: plausible && check.isFetching && !check.data,
    invalid: !plausible || check.data?.valid === false,
    sanctioned: sanctionRefusal(check.error) ? check.error : null,
  };
}
