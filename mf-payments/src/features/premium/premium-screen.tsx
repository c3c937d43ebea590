import { useTranslation } from 'react-i18next';
import { useBusState, useRoute, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { Button } from '@dating/shared/ui/button';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { theme } from '@dating/shared/ui/theme-tokens';

/**
 * The route table's path of `credits`, written out: `pathTo` brings the route table and zod (27 KB gz) into a
 * page that fetches nothing, visitors' included. A test holds it to the route table.
 */
export const CREDITS_PATH = '/credits';

/**
 * The way to /credits, carrying the page a purchase started from (`?return_to=/chats/12`, the chat that
 * refused a free member's new conversation) so the completed payment leads back there. Passed on as it
 * came: /credits checks it against the route table (safeReturnTo) before it keeps it.
 */
function creditsPathFrom(returnTo: string | undefined): string {
  return returnTo ? `${CREDITS_PATH}?${new URLSearchParams({ return_to: returnTo }).toString()}` : CREDITS_PATH;
}

const BENEFITS = ['photos', 'seeAll', 'conversations', 'keep'] as const;

const ICONS: Record<(typeof BENEFITS)[number], string> = {
  photos: 'M4 6h3l2-2h6l2 2h3v13H4zM12 9a4 4 0 100 8 4 4 0 000-8z',
  seeAll: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zm10-3a3 3 0 100 6 3 3 0 000-6z',
  conversations: 'M3 5h13v9H8l-5 4zM18 8h3v11l-4-3h-6v-2',
  keep: 'M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5zm-3 10l2 2 4-5',
};

/**
 * What premium brings and the way to it (any credit bundle makes a member premium, for good). A premium
 * member reads that they are, with the way to more credits.
 */
export function PremiumScreen() {
  const { t } = useTranslation('mf-payments');
  const { navigate } = useShellContext();
  const { premium } = useBusState('credits');
  const returnTo = useRoute().query.return_to;

  return (
    <section css={{ maxWidth: 720 }}>
      <PageHeading>{premium ? t('premium.youArePremium') : t('premium.title')}</PageHeading>
      <p
        data-testid="premium-claim"
        css={{
          margin: `0 0 ${theme.space(5)}`,
          padding: theme.space(4),
          borderRadius: theme.radius * 1.5,
          background: 'linear-gradient(135deg, #fbeaf3 0%, #f4ecfb 100%)',
          border: `1px solid ${theme.colors.border}`,
          fontWeight: 700,
          fontSize: '1.15rem',
          color: theme.colors.primaryDark,
        }}
      >
        {t('premium.claim')}
      </p>
      <p css={{ margin: `0 0 ${theme.space(3)}` }}>{premium ? t('premium.premiumIntro') : t('premium.intro')}</p>
      <h2 css={{ fontSize: '1.2rem', margin: `${theme.space(5)} 0 ${theme.space(3)}` }}>{t('premium.benefitsHeading')}</h2>
      <ul
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: theme.space(3),
          [theme.mq.md]: { gridTemplateColumns: '1fr 1fr' },
        }}
      >
        {BENEFITS.map((benefit) => (
          <li
            key={benefit}
            css={{
              display: 'flex',
              gap: theme.space(3),
              alignItems: 'flex-start',
              padding: theme.space(4),
              background: theme.colors.surface,
              border: `1px solid ${theme.colors.border}`,
              borderRadius: theme.radius,
            }}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28" css={{ flex: 'none' }}>
              <path
                d={ICONS[benefit]}
                fill="none"
                stroke={theme.colors.primary}
                strokeWidth="1.8"
                strokeLinejoin="round"
                strokeLinecap="round"
              />
            </svg>
            <span>{t(`premium.benefits.${benefit}`)}</span>
          </li>
        ))}
      </ul>
      <div css={{ marginTop: theme.space(6) }}>
        <Button size="lg" onClick={() => navigate(creditsPathFrom(returnTo))}>
          {premium ? t('premium.moreCredits') : t('premium.buy')}
        </Button>
      </div>
    </section>
  );
}
