import { lazy } from 'react';

/**
 * The signup flow, fetched when first shown. The signup modal sits on every page a visitor opens
 * but shows the flow only when asked (a like, a chat, a locked photo): its steps, their checks and
 * their data layer stay out of the page's first load until then.
 */
export const LazySignupFlow = lazy(() =>
  import(/* webpackChunkName: "signup-flow" */ './signup-flow').then((module) => ({ default: module.SignupFlow })),
);
