/**
 * Re-export of the theme for other workspaces. The package's export map sends `@dating/shared/ui/*`
 * to `.tsx` files, so `@dating/shared/ui/theme` (a `.ts` file) cannot be imported by that name;
 * import `@dating/shared/ui/theme-tokens` instead.
 */
export { theme } from './theme';
