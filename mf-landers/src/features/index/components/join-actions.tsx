import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { pathTo } from '@dating/shared/routes/path-to';
import { theme } from '@dating/shared/ui/theme-tokens';
import { ctaStyle, followsInApp } from '../../lander-kit';

interface JoinActionsProps {
  /** Whether this visitor may sign up (the site's signup mode and the traffic source). */
  signupOpen: boolean;
  onAct: () => void;
  /** `dark` on the hero's magenta, `light` on the page's background. */
  on: 'dark' | 'light';
}

/**
 * The home page's call to action: the signup modal when this visitor may sign up, with a way in for
 * members; when new members join by invitation only, that said plainly and Log in offered instead (the
 * modal would only show its invitation notice).
 */
export function JoinActions({ signupOpen, onAct, on }: JoinActionsProps) {
  const { t } = useTranslation('mf-landers');
  const { bus, navigate } = useShellContext();
  const loginPath = pathTo('login');
  const login = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!followsInApp(event)) return;
    event.preventDefault();
    onAct();
    navigate(loginPath);
  };
  const textColor = on === 'dark' ? '#fff' : theme.colors.text;
  const linkCss = {
    color: on === 'dark' ? '#fff' : theme.colors.primary,
    fontWeight: 700,
    textDecoration: 'underline',
    textUnderlineOffset: 3,
    '&:focus-visible': { outline: `3px solid ${on === 'dark' ? '#fff' : theme.colors.secondary}`, outlineOffset: 2, borderRadius: 4 },
  };

  if (!signupOpen) {
    return (
      <div css={{ display: 'grid', gap: theme.space(3), justifyItems: 'start', color: textColor }}>
        <p css={{ margin: 0, fontWeight: 700, fontSize: '1.0625rem' }}>{t('index.inviteOnly')}</p>
        <p css={{ margin: 0 }}>{t('index.inviteOnlyHint')}</p>
        <a href={loginPath} onClick={login} css={ctaStyle(on === 'dark' ? 'light' : 'primary')}>
          {t('kit.login')}
        </a>
      </div>
    );
  }
  return (
    <div css={{ display: 'grid', gap: theme.space(3), justifyItems: 'start', color: textColor }}>
      <button
        type="button"
        css={[...ctaStyle(on === 'dark' ? 'light' : 'primary'), { minWidth: 220 }]}
        onClick={() => {
          onAct();
          bus.emit('signupRequested', { reason: 'other' });
        }}
      >
        {t('index.join')}
      </button>
      <p css={{ margin: 0, fontSize: '0.9375rem' }}>
        {t('kit.haveAccount')}{' '}
        <a href={loginPath} onClick={login} css={linkCss}>
          {t('kit.login')}
        </a>
      </p>
    </div>
  );
}
