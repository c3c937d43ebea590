import { useTranslation } from 'react-i18next';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useGifts } from '../../../api/list-gifts';
import { giftName, useChatExtras } from '../../../extras/chat-extras';

/** The gift's picture as the catalogue serves it, or a neutral parcel while the catalogue loads. */
function GiftPicture({ slug, size }: { slug: string; size: number }) {
  const gifts = useGifts();
  const url = gifts.data?.gifts.find((gift) => gift.slug === slug)?.image_url;
  if (!url)
    return (
      <span
        aria-hidden="true"
        css={{ display: 'block', width: size, height: size, borderRadius: '50%', background: theme.colors.background }}
      />
    );
  return <img src={url} alt="" width={size} height={size} decoding="async" css={{ display: 'block', width: size, height: size }} />;
}

/**
 * A gift message: its picture and its name in the reader's language, on a card of its own (a gift
 * is an occasion, not a line of text): "Sanne sent you a gift · Rose", "You sent a gift · Rose".
 */
export function GiftContent({ slug, mine, name }: { slug: string; mine: boolean; name: string }) {
  const { t } = useTranslation('mf-chat');
  const extras = useChatExtras();
  return (
    <span
      data-testid="gift-message"
      css={{
        display: 'grid',
        justifyItems: 'center',
        gap: theme.space(1),
        minWidth: 160,
        padding: `${theme.space(4)} ${theme.space(5)} ${theme.space(3)}`,
        borderRadius: 18,
        background: `linear-gradient(160deg, #fff 0%, #fdeef6 100%)`,
        border: `1px solid ${theme.colors.border}`,
        color: theme.colors.text,
        textAlign: 'center',
      }}
    >
      <GiftPicture slug={slug} size={88} />
      <span css={{ fontSize: '0.8125rem', color: theme.colors.muted }}>{mine ? t('media.giftMine') : t('media.giftFrom', { name })}</span>
      <strong data-testid="gift-name" css={{ fontSize: '1rem' }}>
        {giftName(extras, slug)}
      </strong>
    </span>
  );
}
