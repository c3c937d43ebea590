import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { theme } from '@dating/shared/ui/theme-tokens';
import { ctaStyle } from './signup-cta';

/**
 * A member page whose profile did not load for a reason other than its absence (the network, the
 * server): said plainly, with a retry — the visitor came from an ad and should not meet a dead end.
 */
export function ProfileFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('mf-landers');
  return (
    <section css={{ maxWidth: 560, margin: '0 auto', padding: `${theme.space(12)} ${theme.space(4)}`, textAlign: 'center' }}>
      <h1 css={{ margin: 0, fontSize: '1.75rem' }}>{t('memberLanding.title')}</h1>
      <p role="alert" css={{ margin: `${theme.space(4)} 0 ${theme.space(6)}`, color: theme.colors.muted, lineHeight: 1.5 }}>
        {t('memberLanding.failed')}
      </p>
      <button type="button" onClick={onRetry} css={ctaStyle('primary')}>
        {t('memberLanding.retry')}
      </button>
    </section>
  );
}

/** Read by screen readers, not shown. */
export const visuallyHiddenCss = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * A member page while its profile loads: the page's heading for screen readers and the announcement,
 * nothing shown but `children` (the design's empty frame, sized like what comes, so nothing jumps).
 */
export function ProfileLoading({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('mf-landers');
  return (
    // At least a screen high, so the footer stays below the fold until the page is there (no layout shift).
    <div aria-busy="true" css={{ minHeight: '100vh' }}>
      <h1 css={visuallyHiddenCss}>{t('memberLanding.title')}</h1>
      <output css={visuallyHiddenCss}>{t('memberLanding.loading')}</output>
      {children}
    </div>
  );
}
