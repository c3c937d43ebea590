import { useTranslation } from 'react-i18next';
import type { ProfileSummary } from '@dating/shared/contracts/profile';
import type { SiteTextSettings } from '@dating/shared/i18n/site-texts';
import { useSiteText } from '@dating/shared/i18n/use-site-text';
import { theme } from '@dating/shared/ui/theme-tokens';
import { TrustPoints } from '@dating/shared/ui/trust-points';
import { LanderPhoto } from '../../lander-kit';
import { CheckIcon, HeartIcon } from '../../lander-kit';
import { JoinActions } from './join-actions';

interface HomeHeroProps {
  settings: SiteTextSettings<'index_title' | 'description'>;
  /** Up to three profiles for the picture; without them the picture is drawn. */
  profiles: ProfileSummary[];
  signupOpen: boolean;
  onAct: () => void;
}

/** The picture's box: fixed, so photos arriving with the search move nothing. */
const VISUAL_HEIGHT = { phone: 232, tablet: 300, wide: 360 };

/**
 * The home page's first screen: the site's title and description, the call to action and a picture —
 * photos of the first profiles the visitor may see, overlapping cards, or (when visitors see no
 * profiles) the same cards drawn with hearts.
 */
export function HomeHero({ settings, profiles, signupOpen, onAct }: HomeHeroProps) {
  const { t } = useTranslation('mf-landers');
  const siteText = useSiteText(settings);
  const description = siteText('description');
  return (
    <section
      aria-labelledby="home-title"
      css={{
        position: 'relative',
        overflow: 'hidden',
        marginTop: theme.space(4),
        borderRadius: 24,
        color: '#fff',
        background: `radial-gradient(90% 120% at 100% 0%, rgba(233,30,140,0.55) 0%, rgba(233,30,140,0) 60%), linear-gradient(140deg, ${theme.colors.primary} 0%, ${theme.colors.primaryDark} 55%, #3d0628 100%)`,
        display: 'grid',
        gap: theme.space(6),
        padding: `${theme.space(8)} ${theme.space(5)} ${theme.space(6)}`,
        [theme.mq.md]: { padding: `${theme.space(12)} ${theme.space(12)}` },
        [theme.mq.lg]: { gridTemplateColumns: '1.1fr 0.9fr', alignItems: 'center', padding: `${theme.space(14)} ${theme.space(12)}` },
      }}
    >
      <div css={{ display: 'grid', gap: theme.space(5), justifyItems: 'start' }}>
        {/* "Free to join" only where this visitor may join. */}
        {signupOpen && (
          <p
            css={{
              margin: 0,
              display: 'inline-flex',
              alignItems: 'center',
              gap: theme.space(2),
              padding: `${theme.space(1)} ${theme.space(3)}`,
              borderRadius: 999,
              background: 'rgba(255,255,255,0.16)',
              fontSize: '0.875rem',
              fontWeight: 700,
            }}
          >
            <HeartIcon size={16} /> {t('index.badge')}
          </p>
        )}
        <h1
          id="home-title"
          css={{
            margin: 0,
            fontSize: 'clamp(2rem, 7vw, 3.25rem)',
            lineHeight: 1.1,
            fontWeight: 800,
            letterSpacing: '-0.02em',
            textWrap: 'balance',
          }}
        >
          {siteText('index_title')}
        </h1>
        {description && (
          <p css={{ margin: 0, fontSize: '1.125rem', lineHeight: 1.5, maxWidth: '34em', color: 'rgba(255,255,255,0.92)' }}>{description}</p>
        )}
        <JoinActions signupOpen={signupOpen} onAct={onAct} on="dark" />
        <TrustPoints
          points={(signupOpen ? (['free', 'private', 'devices'] as const) : (['private', 'devices'] as const)).map((key) =>
            t(`kit.trust.${key}`),
          )}
          mark={<CheckIcon size={18} />}
          gap={[2, 5]}
          css={{ fontSize: '0.9375rem', color: 'rgba(255,255,255,0.92)' }}
        />
      </div>
      <HeroVisual profiles={profiles.slice(0, 3)} />
    </section>
  );
}

/** Where each card sits in the picture: the first in front, the other two behind it, tilted. */
const CARDS = [
  { left: '27%', top: '4%', width: '46%', rotate: 0, z: 3 },
  { left: '2%', top: '14%', width: '36%', rotate: -8, z: 2 },
  { left: '62%', top: '14%', width: '36%', rotate: 8, z: 1 },
] as const;

function HeroVisual({ profiles }: { profiles: ProfileSummary[] }) {
  return (
    // Decoration: the same profiles are listed, named and linked further down the page.
    <div
      aria-hidden="true"
      css={{
        position: 'relative',
        height: VISUAL_HEIGHT.phone,
        width: '100%',
        maxWidth: 420,
        justifySelf: 'center',
        [theme.mq.md]: { height: VISUAL_HEIGHT.tablet },
        [theme.mq.lg]: { height: VISUAL_HEIGHT.wide, maxWidth: 480 },
      }}
    >
      {CARDS.map((card, index) => {
        const profile = profiles[index];
        return (
          <div
            key={index}
            css={{
              position: 'absolute',
              left: card.left,
              top: card.top,
              width: card.width,
              aspectRatio: '4 / 5',
              maxHeight: '92%',
              zIndex: card.z,
              transform: `rotate(${card.rotate}deg)`,
              borderRadius: 18,
              overflow: 'hidden',
              border: '3px solid rgba(255,255,255,0.9)',
              boxShadow: '0 18px 40px rgba(20,0,12,0.45)',
              background: `linear-gradient(160deg, ${theme.colors.secondary} 0%, ${theme.colors.primary} 100%)`,
            }}
          >
            {profile?.main_image ? (
              <>
                <LanderPhoto profile={profile} size={index === 0 ? 'full' : 'thumb'} priority={index === 0} />
                {index === 0 && (
                  <span
                    css={{
                      position: 'absolute',
                      insetInline: 0,
                      bottom: 0,
                      padding: `${theme.space(6)} ${theme.space(2)} ${theme.space(2)}`,
                      background: 'linear-gradient(180deg, rgba(0,0,0,0) 0%, rgba(0,0,0,0.72) 100%)',
                      color: '#fff',
                      fontWeight: 700,
                      fontSize: '1rem',
                      whiteSpace: 'nowrap',
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                    }}
                  >
                    {profile.name}, {profile.age}
                  </span>
                )}
              </>
            ) : (
              <span
                css={{ display: 'flex', height: '100%', alignItems: 'center', justifyContent: 'center', color: 'rgba(255,255,255,0.9)' }}
              >
                <HeartIcon size={index === 0 ? 64 : 40} />
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}
