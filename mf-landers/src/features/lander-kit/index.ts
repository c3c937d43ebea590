// The lander kit's public entry: what the home page, the landers and the member landing pages share.
export { followsInApp } from './in-app-click';
export { useLander } from './api/use-lander';
export { useLandingProfileOr404 } from './api/use-landing-profile-or-404';
export { FictionalMark } from './components/fictional-mark';
export { CameraIcon, ChatIcon, CheckIcon, HeartIcon, PinIcon, ProfileIcon, SearchIcon } from './components/icons';
export { FictionalNote } from './components/fictional-note';
export { InterestChips } from './components/interest-chips';
export { LanderPhoto } from './components/lander-photo';
export { OnlineBadge } from './components/online-badge';
export { PhotoNameplate } from './components/photo-nameplate';
export { ProfileFailed, ProfileLoading, visuallyHiddenCss } from './components/profile-failed';
export { ctaStyle, SignupCta } from './components/signup-cta';
export { SignupLink } from './components/signup-link';
export { useLanderPage } from './lander-page';
export { useLandingVisit } from './landing-visit';
export { useMemberLandingPage } from './member-landing-page';
export { signupPath } from './signup-path';
export { useVariantHeadline } from './variant-headline';
