import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useObservable, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { theme } from '@dating/shared/ui/theme-tokens';
import { TrustPoints } from '@dating/shared/ui/trust-points';

const TRUST = ['free', 'discreet', 'verified'] as const;

/**
 * Two people's portraits in chat bubbles, met by a heart: drawn here, so the page needs no request
 * and shows nobody's real photo on a page anyone can open.
 */
function Illustration({ size }: { size: number }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size * 0.8}
      viewBox="0 0 250 200"
      css={{ display: 'block', maxWidth: '100%', height: 'auto' }}
    >
      {/* Left bubble: a woman with long hair. */}
      <g>
        <rect x="8" y="26" width="118" height="104" rx="24" fill="#ffffff" fillOpacity="0.95" />
        <path d="M34 130 l-6 22 24-22Z" fill="#ffffff" fillOpacity="0.95" />
        <circle cx="67" cy="78" r="38" fill="#f3e4ee" />
        <path d="M40 92c-4-34 10-52 27-52s31 18 27 52c-6-6-9-18-9-26-10 8-26 10-36 6 0 8-3 14-9 20Z" fill="#5b2a3f" />
        <circle cx="67" cy="76" r="17" fill="#f2c3a5" />
        <path d="M40 116c4-14 14-20 27-20s23 6 27 20" fill="#e91e8c" />
      </g>
      {/* Right bubble: a man with short hair and a beard. */}
      <g>
        <rect x="124" y="62" width="118" height="104" rx="24" fill="#ffffff" fillOpacity="0.95" />
        <path d="M216 166 l6 22 -24-22Z" fill="#ffffff" fillOpacity="0.95" />
        <circle cx="183" cy="114" r="38" fill="#efe6f4" />
        <circle cx="183" cy="110" r="17" fill="#b57a5c" />
        <path d="M166 104c0-14 8-20 17-20s17 6 17 20c-4-6-10-8-17-8s-13 2-17 8Z" fill="#2b1d24" />
        <path d="M156 152c4-14 14-20 27-20s23 6 27 20" fill="#8e0f5c" />
      </g>
      {/* The heart between them. */}
      <g transform="translate(125 44)">
        <circle r="22" fill="#e91e8c" />
        <path d="M0 10c-10-7-14-11-14-16a7 7 0 0 1 14-3 7 7 0 0 1 14 3c0 5-4 9-14 16Z" fill="#ffffff" />
      </g>
    </svg>
  );
}

function TrustList({ inverted }: { inverted: boolean }) {
  const { t } = useTranslation('mf-account');
  return (
    <TrustPoints
      points={TRUST.map((key) => t(`auth.trust.${key}`))}
      mark={
        <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
          <circle cx="8" cy="8" r="8" fill={inverted ? 'rgba(255,255,255,0.25)' : theme.colors.background} />
          <path
            d="M4.5 8.2l2.3 2.3 4.7-5"
            fill="none"
            stroke={inverted ? '#ffffff' : theme.colors.success}
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      }
      gap={[1, 4]}
      css={{ fontSize: '0.95rem', fontWeight: 600, color: inverted ? theme.colors.onPrimary : theme.colors.text }}
    />
  );
}

/**
 * The frame of the log-in and sign-up pages: the site's name and what it promises (free, discreet,
 * verified) beside the form, with a picture — a card beside a gradient panel on a wide screen, a
 * slim branded band over the form on a phone.
 */
export function AuthPage({ children, testId }: { children: ReactNode; testId: string }) {
  const { settings$ } = useShellContext();
  const siteName = useObservable(settings$, null)?.name ?? '';
  // Darker than the secondary colour at its light end, so the white text on it keeps a 4.5:1 contrast.
  const gradient = `linear-gradient(135deg, ${theme.colors.primaryDark} 0%, ${theme.colors.primary} 45%, #c2185b 100%)`;
  return (
    <div
      data-testid={testId}
      css={{
        maxWidth: 1040,
        margin: '0 auto',
        padding: `${theme.space(4)} ${theme.space(3)} ${theme.space(8)}`,
        [theme.mq.md]: { padding: `${theme.space(8)} ${theme.space(4)}` },
      }}
    >
      <div
        css={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          background: theme.colors.surface,
          borderRadius: 16,
          overflow: 'hidden',
          boxShadow: '0 10px 30px rgba(60, 10, 40, 0.12)',
          [theme.mq.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', minHeight: 560 },
        }}
      >
        {/* The phone's band: name, promise and a small picture above the form. */}
        <div
          css={{
            background: gradient,
            color: theme.colors.onPrimary,
            padding: `${theme.space(4)} ${theme.space(4)}`,
            display: 'flex',
            alignItems: 'center',
            gap: theme.space(3),
            [theme.mq.md]: { display: 'none' },
          }}
        >
          <div css={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: theme.space(2) }}>
            <p css={{ margin: 0, fontSize: '1.35rem', fontWeight: 800, letterSpacing: '-0.01em' }}>{siteName}</p>
            <TrustList inverted />
          </div>
          <div css={{ width: 104, flexShrink: 0 }}>
            <Illustration size={104} />
          </div>
        </div>

        <div
          css={{
            padding: `${theme.space(5)} ${theme.space(4)} ${theme.space(6)}`,
            [theme.mq.md]: { padding: theme.space(10), display: 'flex', flexDirection: 'column', justifyContent: 'center' },
          }}
        >
          {children}
        </div>

        {/* The wide screen's panel. */}
        <div
          css={{
            display: 'none',
            [theme.mq.md]: {
              display: 'flex',
              flexDirection: 'column',
              justifyContent: 'center',
              gap: theme.space(6),
              background: gradient,
              color: theme.colors.onPrimary,
              padding: theme.space(10),
            },
          }}
        >
          <p css={{ margin: 0, fontSize: '2rem', fontWeight: 800, letterSpacing: '-0.02em' }}>{siteName}</p>
          <Illustration size={320} />
          <TrustList inverted />
        </div>
      </div>
    </div>
  );
}
