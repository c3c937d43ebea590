import { useTranslation } from 'react-i18next';
import { theme } from '@dating/shared/ui/theme-tokens';
import { ChatIcon, ProfileIcon, SearchIcon } from '../../lander-kit';
import { SectionHeading, sectionCss } from './section-heading';

const STEPS = [
  { key: 'profile', Icon: ProfileIcon },
  { key: 'browse', Icon: SearchIcon },
  { key: 'chat', Icon: ChatIcon },
] as const;

/** Three steps from here to a conversation: what a visitor wants to know before giving an e-mail address. */
export function HowItWorks() {
  const { t } = useTranslation('mf-landers');
  return (
    <section aria-labelledby="home-steps" css={sectionCss}>
      <SectionHeading id="home-steps">{t('index.steps.title')}</SectionHeading>
      <ol
        css={{
          listStyle: 'none',
          margin: `${theme.space(5)} 0 0`,
          padding: 0,
          display: 'grid',
          gap: theme.space(3),
          [theme.mq.md]: { gridTemplateColumns: 'repeat(3, 1fr)', gap: theme.space(5) },
        }}
      >
        {STEPS.map(({ key, Icon }, index) => (
          <li
            key={key}
            css={{
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              gap: theme.space(4),
              alignItems: 'start',
              padding: theme.space(5),
              borderRadius: 16,
              background: theme.colors.surface,
              border: `1px solid ${theme.colors.border}`,
            }}
          >
            <span
              css={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                width: 52,
                height: 52,
                borderRadius: 14,
                background: '#fbe9f3',
                color: theme.colors.primary,
              }}
            >
              <Icon />
            </span>
            <div>
              <h3 css={{ margin: 0, fontSize: '1.0625rem', lineHeight: 1.3 }}>
                <span css={{ color: theme.colors.primary }}>{index + 1}.</span> {t(`index.steps.${key}.title`)}
              </h3>
              <p css={{ margin: `${theme.space(1)} 0 0`, color: theme.colors.muted, lineHeight: 1.5 }}>{t(`index.steps.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
