import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { lineText } from './fields';

/**
 * A `/{token}` link's token: one path segment of 16–128 url-safe characters (the route table's
 * `token` route). A login token (a notification mail's link) is 43 of them; a campaign entry link's
 * token is chosen by the operator who makes it.
 */
export const TOKEN_LINK_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** Any text is answered (bounded): a token of the wrong shape is as unknown as any other, 404. */
const TokenLinkTokenSchema = lineText().max(256);

const TokenLinkQuerySchema = z.object({ token: TokenLinkTokenSchema });

/**
 * What a `/{token}` link is. `login`: a single-use login link of a notification mail — `valid` while
 * it may still log in, `used` or `expired` once not (the account gone or going counts as expired);
 * `target` is where it leads, a path of the site. `entry`: a campaign's entry link — `target` is its
 * lander's path with the tracking query (`/landers/gallery/summer?network=demo&ref=entry-link`).
 */
export const TokenLinkResponseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('login'), state: z.enum(['valid', 'used', 'expired']), target: z.string() }),
  z.object({ kind: z.literal('entry'), target: z.string() }),
]);
export type TokenLink = z.infer<typeof TokenLinkResponseSchema>;

const TokenLinkLoginRequestSchema = z.object({ token: TokenLinkTokenSchema });
/** Logged in on this browser (a fresh session); `target` is where the link leads. */
export const TokenLinkLoginResponseSchema = z.object({ target: z.string() });

/**
 * What a `/{token}` link is, asked when its page opens. Reads only: a mail provider's link scanner
 * opens links too, so opening one claims nothing. Unknown or malformed → 404 (no auth).
 */
export const getTokenLinkEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/token-link.php',
  access: 'visitor',
  cache: 'no-store',
  // A page opening asks once; a token cannot be guessed, so this only keeps floods cheap.
  rate: { per: 'address', max: 60, windowSeconds: 900 },
  query: TokenLinkQuerySchema,
  response: TokenLinkResponseSchema,
  errors: ['not_found'],
});

/**
 * The token page's one button: claims the login token (once) and logs its member in on this browser,
 * ending any other session of it. A used, expired or unknown token, or an account deleted or waiting
 * for deletion, is `token_invalid` (no auth). A suspended or banned member is refused as at login
 * (account_suspended with its end, account_banned) and the token is not used up.
 */
export const tokenLinkLoginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/token-link.php',
  access: 'visitor',
  cache: 'no-store',
  // Each press starts a session.
  rate: { per: 'address', max: 30, windowSeconds: 900 },
  body: TokenLinkLoginRequestSchema,
  response: TokenLinkLoginResponseSchema,
  errors: ['token_invalid', 'account_suspended', 'account_banned'],
});
