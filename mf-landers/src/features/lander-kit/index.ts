// The lander kit's public entry: what the home page, the landers and the member landing pages share.
export { useLander } from './api/use-lander';
export { useLandingProfile } from './api/use-landing-profile';
export { LanderPhoto } from './components/lander-photo';
export { SignupCta } from './components/signup-cta';
export { useLandingVisit } from './landing-visit';
export { signupPath } from './signup-path';
export { useVariantHeadline } from './variant-headline';
