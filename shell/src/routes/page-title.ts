import type { TFunction } from 'i18next';
import type { RouteName } from '@dating/shared/routes/route-table';
import type { STATIC_PAGES } from '@dating/shared/routes/route-table';

/** Each page's own name in the title (shell texts `titles.*`); several pages share one. */
const ROUTE_TITLES: Record<RouteName, string> = {
  index: 'home',
  members: 'searchMembers',
  'members-id': 'profile',
  'likes-m-id': 'profile',
  'members-id-chat': 'chat',
  'members-id-landing': 'welcome',
  'members-id-signup': 'signup',
  'members-id-landing2-slug': 'welcome',
  'members-id-landing3-slug': 'welcome',
  chats: 'messages',
  'chats-id': 'conversation',
  likes: 'likes',
  'likes-type': 'likes',
  credits: 'buyCredits',
  'credits-repeat-order': 'repeatOrder',
  'credits-id-paymentmethod': 'payment',
  directdebit: 'directDebit',
  premium: 'premium',
  pricing: 'pricing',
  'transactions-id': 'transactions',
  profile: 'myProfile',
  notifications: 'notifications',
  complaints: 'complaints',
  settings: 'settings',
  login: 'login',
  signup: 'signup',
  'signup-matches': 'signupMatches',
  'complete-signup': 'completeSignup',
  'reset-password': 'resetPassword',
  'reset-password-do': 'newPassword',
  'mail-change-do': 'mailChange',
  'activate-done': 'activated',
  'activate-error': 'activationFailed',
  'account-deleted': 'accountDeleted',
  'lang-config': 'language',
  'match-finder': 'matchFinder',
  'swipe-game': 'swipeGame',
  'landers-tinderswipe': 'welcome',
  'landers-name-slug': 'welcome',
  'pages-name': 'information',
  token: 'welcome',
};

/** A legal page's name before its own text has loaded: the footer link that leads to it. */
const STATIC_PAGE_LINKS: Record<(typeof STATIC_PAGES)[number], string> = {
  ban: 'ban',
  cookies: 'cookies',
  faq: 'faq',
  privacy: 'privacy',
  'return-policy': 'returns',
  service: 'service',
  terms: 'terms',
};

interface PageTitleInput {
  /** The matched route's name and params; null for a path no route matches. */
  route: { name: string; params: Record<string, string | undefined> } | null;
  /** The error page shown instead of the route's own (its status), or null. */
  errorStatus: number | null;
  /** The title the page's remote gave itself for this very page (`pageHead`), if any. */
  ownTitle: string | null;
  siteName: string;
  indexTitle: string;
}

/**
 * "<page> – <site name>" for every page: the page's own title when its remote named it, else the
 * translated name of the route. The home page keeps the site's index title.
 */
export function pageTitle(t: TFunction, { route, errorStatus, ownTitle, siteName, indexTitle }: PageTitleInput): string {
  const withSite = (page: string) => `${page} – ${siteName}`;
  if (!route || errorStatus === 404) return withSite(t('errors.notFound'));
  if (errorStatus) return withSite(t('errors.generic'));
  if (route.name === 'index') return indexTitle || siteName;
  if (ownTitle) return withSite(ownTitle);
  const staticPage = route.name === 'pages-name' ? STATIC_PAGE_LINKS[route.params.name as keyof typeof STATIC_PAGE_LINKS] : undefined;
  if (staticPage) return withSite(t(`footer.links.${staticPage}`));
  const key = ROUTE_TITLES[route.name as RouteName];
  return key ? withSite(t(`titles.${key}`)) : siteName;
}
