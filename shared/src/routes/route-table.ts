import { z } from 'zod';
import { PAYMENT_METHODS } from '../contracts/payment-methods';
import type { RemoteName } from '../contracts/remotes';
import { LANDER_NAMES, LANDER_SLUG_PATTERN } from '../landers/lander-catalog';

/**
 * The route table: every name and path, its layout and its owner. The shell builds its router
 * from it; the api uses it to answer unknown paths with a real 404; e2e walks it.
 * Paths use react-router syntax (`:id`, `:slug?`).
 */
const LAYOUTS = ['default', 'chat', 'lander', 'empty'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

export const STATIC_PAGES = ['ban', 'cookies', 'faq', 'privacy', 'return-policy', 'service', 'terms'] as const;

const LIKES_TABS = ['received', 'sent', 'matches'] as const;

const id = z.string().regex(/^[1-9][0-9]{0,9}$/);
const paymentId = z.string().regex(/^[\w-]{8,64}$/);
const slug = z.string().regex(LANDER_SLUG_PATTERN);
const optional = <T extends z.ZodType>(schema: T) => schema.optional();

export interface RouteDef {
  name: string;
  path: string;
  layout: LayoutName;
  owner: RemoteName;
  /** Parcel the owner exposes for this route (see `./parcels` of the remote). */
  parcel: string;
  /** Route params are validated; a failure is a 404. */
  params?: z.ZodType<Record<string, string | undefined>>;
  /** Part of the members area (time-bonus banner and popup live there). */
  membersArea?: boolean;
  /** A back button shows in installed-app mode on these. */
  backButton?: boolean;
  /**
   * Members only (login is required to chat, like, see likes, buy and manage the account): a
   * visitor is sent to /login?redirect=<this page> and comes back after logging in.
   */
  requiresLogin?: boolean;
}

// `const`: each entry keeps its literal name and params schema, so pathTo and useRouteParams are typed per route.
const r = <const D extends RouteDef>(def: D): D => def;

const ROUTE_DEFS = [
  r({ name: 'index', path: '/', layout: 'default', owner: 'mf_landers', parcel: 'index' }),
  r({ name: 'members', path: '/members', layout: 'default', owner: 'mf_search', parcel: 'members', membersArea: true, backButton: true }),
  r({
    name: 'members-id',
    path: '/members/:id',
    layout: 'default',
    owner: 'mf_search',
    parcel: 'profile-view',
    params: z.object({ id }),
    membersArea: true,
    backButton: true,
  }),
  r({
    name: 'likes-m-id',
    path: '/likes/m/:id',
    layout: 'default',
    owner: 'mf_search',
    parcel: 'profile-view',
    params: z.object({ id }),
    membersArea: true,
    backButton: true,
    requiresLogin: true,
  }),
  r({
    name: 'members-id-chat',
    path: '/members/:id/chat',
    layout: 'chat',
    owner: 'mf_chat',
    parcel: 'member-chat',
    params: z.object({ id }),
    backButton: true,
    requiresLogin: true,
  }),
  r({
    name: 'members-id-landing',
    path: '/members/:id/landing',
    layout: 'lander',
    owner: 'mf_landers',
    parcel: 'member-landing',
    params: z.object({ id }),
  }),
  r({
    name: 'members-id-signup',
    path: '/members/:id/signup',
    layout: 'empty',
    owner: 'mf_landers',
    parcel: 'member-signup',
    params: z.object({ id }),
  }),
  r({
    name: 'members-id-landing2-slug',
    path: '/members/:id/landing2/:slug?',
    layout: 'lander',
    owner: 'mf_landers',
    parcel: 'member-landing2',
    params: z.object({ id, slug: optional(slug) }),
  }),
  r({
    name: 'members-id-landing3-slug',
    path: '/members/:id/landing3/:slug?',
    layout: 'lander',
    owner: 'mf_landers',
    parcel: 'member-landing3',
    params: z.object({ id, slug: optional(slug) }),
  }),
  r({
    name: 'chats',
    path: '/chats',
    layout: 'chat',
    owner: 'mf_chat',
    parcel: 'chats',
    membersArea: true,
    backButton: true,
    requiresLogin: true,
  }),
  r({
    name: 'chats-id',
    path: '/chats/:id',
    layout: 'chat',
    owner: 'mf_chat',
    parcel: 'conversation',
    params: z.object({ id }),
    membersArea: true,
    backButton: true,
    requiresLogin: true,
  }),
  r({
    name: 'likes',
    path: '/likes',
    layout: 'default',
    owner: 'mf_likes',
    parcel: 'likes',
    membersArea: true,
    backButton: true,
    requiresLogin: true,
  }),
  r({
    name: 'likes-type',
    path: '/likes/:type',
    layout: 'default',
    owner: 'mf_likes',
    parcel: 'likes',
    params: z.object({ type: z.enum(LIKES_TABS) }),
    membersArea: true,
    backButton: true,
    requiresLogin: true,
  }),
  r({
    name: 'credits',
    path: '/credits',
    layout: 'default',
    owner: 'mf_payments',
    parcel: 'credits',
    backButton: true,
    requiresLogin: true,
  }),
  r({
    name: 'credits-repeat-order',
    path: '/credits/repeat-order',
    layout: 'default',
    owner: 'mf_payments',
    parcel: 'repeat-order',
    backButton: true,
    requiresLogin: true,
  }),
  r({
    name: 'credits-id-paymentmethod',
    path: '/credits/:id/:paymentmethod?',
    layout: 'default',
    owner: 'mf_payments',
    parcel: 'payment-method',
    params: z.object({ id, paymentmethod: optional(z.enum(PAYMENT_METHODS)) }),
    backButton: true,
    requiresLogin: true,
  }),
  r({ name: 'directdebit', path: '/directdebit', layout: 'default', owner: 'mf_payments', parcel: 'direct-debit', requiresLogin: true }),
  r({ name: 'premium', path: '/premium', layout: 'default', owner: 'mf_payments', parcel: 'premium', membersArea: true }),
  r({ name: 'pricing', path: '/pricing', layout: 'default', owner: 'mf_payments', parcel: 'pricing' }),
  r({
    name: 'transactions-id',
    path: '/transactions/:id?',
    layout: 'default',
    owner: 'mf_payments',
    parcel: 'transactions',
    // The payment's public id (random, not guessable), where the provider sends the member back.
    params: z.object({ id: optional(paymentId) }),
    requiresLogin: true,
  }),
  r({ name: 'profile', path: '/profile', layout: 'default', owner: 'mf_account', parcel: 'profile', requiresLogin: true }),
  r({
    name: 'notifications',
    path: '/notifications',
    layout: 'default',
    owner: 'mf_account',
    parcel: 'notifications',
    requiresLogin: true,
  }),
  r({ name: 'complaints', path: '/complaints', layout: 'default', owner: 'mf_account', parcel: 'complaints' }),
  r({ name: 'settings', path: '/settings', layout: 'default', owner: 'mf_account', parcel: 'settings', requiresLogin: true }),
  r({ name: 'login', path: '/login', layout: 'default', owner: 'mf_account', parcel: 'login' }),
  r({ name: 'signup', path: '/signup', layout: 'empty', owner: 'mf_account', parcel: 'signup' }),
  r({ name: 'signup-matches', path: '/signup-matches', layout: 'empty', owner: 'mf_account', parcel: 'signup-matches' }),
  r({ name: 'complete-signup', path: '/complete-signup', layout: 'empty', owner: 'mf_account', parcel: 'complete-signup' }),
  r({ name: 'reset-password', path: '/reset-password', layout: 'default', owner: 'mf_account', parcel: 'reset-password' }),
  r({ name: 'reset-password-do', path: '/reset-password/do', layout: 'default', owner: 'mf_account', parcel: 'reset-password-do' }),
  r({ name: 'mail-change-do', path: '/mail-change/do', layout: 'default', owner: 'mf_account', parcel: 'mail-change-do' }),
  r({ name: 'activate-done', path: '/activate/done', layout: 'default', owner: 'mf_account', parcel: 'activate-done' }),
  r({ name: 'activate-error', path: '/activate/error', layout: 'default', owner: 'mf_account', parcel: 'activate-error' }),
  r({ name: 'account-deleted', path: '/account-deleted', layout: 'empty', owner: 'mf_account', parcel: 'account-deleted' }),
  r({ name: 'lang-config', path: '/lang-config', layout: 'empty', owner: 'mf_account', parcel: 'lang-config' }),
  r({ name: 'match-finder', path: '/match-finder', layout: 'default', owner: 'mf_search', parcel: 'match-finder' }),
  r({ name: 'swipe-game', path: '/swipe-game', layout: 'default', owner: 'mf_likes', parcel: 'swipe-game', requiresLogin: true }),
  r({ name: 'landers-tinderswipe', path: '/landers/tinderswipe', layout: 'lander', owner: 'mf_landers', parcel: 'tinderswipe' }),
  r({
    name: 'landers-name-slug',
    path: '/landers/:name/:slug?',
    layout: 'lander',
    owner: 'mf_landers',
    parcel: 'lander',
    params: z.object({ name: z.enum(LANDER_NAMES), slug: optional(slug) }),
  }),
  r({
    name: 'pages-name',
    path: '/pages/:name',
    layout: 'default',
    owner: 'mf_landers',
    parcel: 'static-page',
    params: z.object({ name: z.enum(STATIC_PAGES) }),
  }),
  /** `/{token}`: a one-segment token link (e-mail auto-login / tracked entry); 16+ url-safe characters. */
  r({
    name: 'token',
    path: '/:token',
    layout: 'empty',
    owner: 'mf_landers',
    parcel: 'token',
    params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/) }),
  }),
] as const satisfies readonly RouteDef[];

export const ROUTES: readonly RouteDef[] = ROUTE_DEFS;

/** Every route's name. */
export type RouteName = (typeof ROUTE_DEFS)[number]['name'];

/** The route definition named `N`, with its own params schema. */
export type RouteByName<N extends RouteName> = Extract<(typeof ROUTE_DEFS)[number], { name: N }>;

export function routeByName(name: string): RouteDef | undefined {
  return ROUTES.find((route) => route.name === name);
}

/**
 * Layout-level pieces a remote owns (ARCHITECTURE), mounted by the shell's layouts. `audience` says
 * who can ever see a piece, so the shell never downloads a remote for a piece that cannot show
 * (a visitor never gets the match modal; a member never gets the signup modal).
 */
export const LAYOUT_PIECES = {
  'signup-modal': { owner: 'mf_account', layouts: ['default', 'empty'], audience: 'visitors' },
  'activation-reminder': { owner: 'mf_account', layouts: ['default'], audience: 'members' },
  'profile-photo-alert': { owner: 'mf_account', layouts: ['default'], audience: 'members' },
  'like-modal': { owner: 'mf_likes', layouts: ['default'], audience: 'members' },
  'match-modal': { owner: 'mf_likes', layouts: ['default'], audience: 'members' },
  'time-bonus-banner': { owner: 'mf_payments', layouts: ['default'], audience: 'members' },
  'time-bonus-popup': { owner: 'mf_payments', layouts: ['default'], audience: 'members' },
  'welcome-bonus-banner': { owner: 'mf_payments', layouts: ['default'], audience: 'members' },
  'welcome-bonus-modal': { owner: 'mf_payments', layouts: ['default'], audience: 'members' },
} as const satisfies Record<string, { owner: RemoteName; layouts: readonly LayoutName[]; audience: 'visitors' | 'members' }>;
export type LayoutPieceName = keyof typeof LAYOUT_PIECES;
