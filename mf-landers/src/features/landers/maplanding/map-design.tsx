import { useTranslation } from 'react-i18next';
import { theme } from '@dating/shared/ui/theme-tokens';
import { FinalCall, SignupCta, useLanderPage } from '../../lander-kit';
import type { LanderDesignProps } from '../lander-design-props';
import { MemberList } from './components/member-list';
import { MembersMap } from './components/members-map';
import { MAP_HEIGHT, MAP_WIDTH } from './map-projection';

/** The country's name in the reader's language ("Nederland", "Pays-Bas"); its code where the browser has none. */
function countryName(country: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

const card = { background: '#fff', borderRadius: 20, boxShadow: '0 1px 2px rgba(29,27,32,0.05), 0 12px 32px rgba(74,10,51,0.08)' } as const;

export function MapDesign({ slug }: LanderDesignProps) {
  const { t, i18n } = useTranslation(['lander-maplanding', 'mf-landers']);
  const { settings, lander, acted, headline, headlineHidden } = useLanderPage('maplanding', slug, (answer) =>
    answer?.country ? t('headline', { country: countryName(answer.country, i18n.language) }) : t('headlineAnywhere'),
  );
  const profiles = lander.isPending ? undefined : (lander.data?.profiles ?? []);
  const places = lander.data?.places ?? [];
  const online = profiles?.filter((profile) => profile.online).length ?? 0;

  return (
    <div
      css={{
        background: `linear-gradient(180deg, #fff 0%, ${theme.colors.background} 45%)`,
        color: theme.colors.text,
        padding: `${theme.space(6)} ${theme.space(4)} ${theme.space(12)}`,
        [theme.mq.md]: { padding: `${theme.space(10)} ${theme.space(6)} ${theme.space(16)}` },
      }}
    >
      <div
        css={{
          maxWidth: 1160,
          margin: '0 auto',
          display: 'grid',
          gap: theme.space(6),
          [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 1.35fr) minmax(0, 1fr)', columnGap: theme.space(10), alignItems: 'start' },
        }}
      >
        <section aria-labelledby="map-headline" css={{ display: 'grid', gap: theme.space(5) }}>
          <div>
            <h1
              id="map-headline"
              css={{
                margin: 0,
                fontSize: 'clamp(1.875rem, 5vw, 2.875rem)',
                lineHeight: 1.1,
                // Two lines held: the country's name arrives with the answer and makes the headline longer.
                minHeight: '2.2em',
                letterSpacing: '-0.02em',
                opacity: headlineHidden ? 0 : 1,
                transition: 'opacity 150ms',
              }}
            >
              {headline}
            </h1>
            <p css={{ margin: `${theme.space(3)} 0 0`, maxWidth: 560, color: theme.colors.muted, fontSize: '1.0625rem', lineHeight: 1.5 }}>
              {t('intro')}
            </p>
          </div>
          {(lander.isPending || places.length > 0) && (
            <figure aria-labelledby="map-caption" css={{ ...card, margin: 0, padding: theme.space(3), overflow: 'hidden' }}>
              {lander.isPending ? (
                <div aria-hidden="true" css={{ aspectRatio: `${MAP_WIDTH} / ${MAP_HEIGHT}`, borderRadius: 14, background: '#f6edf3' }} />
              ) : (
                <MembersMap places={places} profiles={profiles ?? []} onAct={acted} />
              )}
              <figcaption
                id="map-caption"
                css={{ padding: `${theme.space(2)} ${theme.space(2)} ${theme.space(1)}`, color: theme.colors.muted, fontSize: '0.875rem' }}
              >
                {t('mapCaption')}
              </figcaption>
            </figure>
          )}
          <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(4) }}>
            <SignupCta onAct={acted}>{t('mf-landers:kit.cta')}</SignupCta>
            {online > 0 && (
              <span css={{ display: 'inline-flex', alignItems: 'center', gap: theme.space(2), color: theme.colors.muted }}>
                <span aria-hidden="true" css={{ width: 9, height: 9, borderRadius: '50%', background: theme.colors.success }} />
                {t('onlineCount', { online })}
              </span>
            )}
          </div>
        </section>

        {(profiles === undefined || profiles.length > 0) && (
          <section aria-labelledby="map-list" css={{ [theme.mq.lg]: { paddingTop: theme.space(2) } }}>
            <h2 id="map-list" css={{ margin: `0 0 ${theme.space(4)}`, fontSize: '1.375rem' }}>
              {t('listTitle')}
            </h2>
            <MemberList profiles={profiles} onAct={acted} settings={settings} />
          </section>
        )}
      </div>

      <FinalCall
        id="map-final"
        title={t('finalTitle')}
        text={t('finalText')}
        onAct={acted}
        css={{ maxWidth: 720, margin: `${theme.space(14)} auto 0` }}
      />
    </div>
  );
}
