import { useTranslation } from 'react-i18next';
import type { Gift } from '@dating/shared/contracts/chats';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { pathTo } from '@dating/shared/routes/path-to';
import { Alert } from '@dating/shared/ui/alert';
import { RetryAlert } from '@dating/shared/ui/retry-alert';
import { Button } from '@dating/shared/ui/button';
import { Modal } from '@dating/shared/ui/modal';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useGifts } from '../../../api/list-gifts';
import { giftName, useChatExtras } from '../../../extras/chat-extras';

export interface GiftPickerProps {
  name: string;
  /** The member's balance (the conversation's allowance). */
  credits: number;
  onSend: (gift: Gift) => void;
  onClose: () => void;
}

/**
 * The gift catalogue as a grid: picture, name and price of each, the member's balance above it. A
 * gift costing more than the balance cannot be chosen, and the picker says why and links to buy
 * credits. Choosing one sends it and closes the picker at once (a second click has nothing to hit).
 */
export function GiftPicker({ name, credits, onSend, onClose }: GiftPickerProps) {
  const { t } = useTranslation('mf-chat');
  const { navigate } = useShellContext();
  const gifts = useGifts();
  const extras = useChatExtras();
  const short = gifts.data?.gifts.some((gift) => gift.price > credits) ?? false;

  let body;
  if (gifts.data && extras) {
    body = (
      <ul
        aria-label={t('gifts.listLabel')}
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: theme.space(2),
          gridTemplateColumns: 'repeat(auto-fill, minmax(92px, 1fr))',
        }}
      >
        {gifts.data.gifts.map((gift) => {
          const affordable = gift.price <= credits;
          const giftLabel = giftName(extras, gift.slug);
          return (
            <li key={gift.slug}>
              <button
                type="button"
                disabled={!affordable}
                onClick={() => {
                  onClose();
                  onSend(gift);
                }}
                data-testid="gift-option"
                css={{
                  width: '100%',
                  display: 'grid',
                  justifyItems: 'center',
                  gap: 2,
                  padding: `${theme.space(3)} ${theme.space(1)} ${theme.space(2)}`,
                  border: `1px solid ${theme.colors.border}`,
                  borderRadius: theme.radius,
                  background: theme.colors.surface,
                  color: theme.colors.text,
                  font: 'inherit',
                  cursor: 'pointer',
                  transition: 'transform 120ms ease, border-color 120ms ease',
                  '&:hover:not(:disabled)': { borderColor: theme.colors.secondary, transform: 'translateY(-2px)' },
                  '&:disabled': { cursor: 'not-allowed', background: theme.colors.background },
                  '&:disabled img': { opacity: 0.45 },
                  '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 2 },
                  '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover:not(:disabled)': { transform: 'none' } },
                }}
              >
                <img src={gift.image_url} alt="" width={56} height={56} loading="lazy" css={{ display: 'block' }} />
                <span css={{ fontSize: '0.875rem', fontWeight: 600, lineHeight: 1.2, textAlign: 'center' }}>{giftLabel}</span>
                <span
                  css={{
                    fontSize: '0.75rem',
                    fontWeight: 600,
                    color: affordable ? theme.colors.primary : theme.colors.muted,
                    display: 'inline-flex',
                    alignItems: 'center',
                    gap: 3,
                  }}
                >
                  <CoinIcon />
                  {t('gifts.price', { count: gift.price })}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    );
  } else if (gifts.isError && !gifts.isFetching) {
    body = (
      <RetryAlert retryLabel={t('conversation.retry')} onRetry={() => gifts.refetch()}>
        {t('gifts.error')}
      </RetryAlert>
    );
  } else body = <Spinner label={t('gifts.loading')} />;

  return (
    <Modal open onClose={onClose} title={t('gifts.title', { name })} closeLabel={t('media.close')} width="lg">
      <div css={{ display: 'grid', gap: theme.space(3) }}>
        <p
          data-testid="gift-balance"
          css={{ margin: 0, display: 'flex', alignItems: 'center', gap: theme.space(2), fontWeight: 600, color: theme.colors.text }}
        >
          <CoinIcon size={18} />
          {t('gifts.balance', { count: credits })}
        </p>
        {short && (
          <Alert
            level="info"
            actions={
              <Button size="sm" variant="secondary" onClick={() => navigate(pathTo('credits'))}>
                {t('composer.buyCredits')}
              </Button>
            }
          >
            <span data-testid="gift-short">{t('gifts.short')}</span>
          </Alert>
        )}
        <div css={{ maxHeight: 'min(60vh, 520px)', overflowY: 'auto', padding: 2 }}>{body}</div>
      </div>
    </Modal>
  );
}

function CoinIcon({ size = 14 }: { size?: number }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width={size} height={size}>
      <circle cx="12" cy="12" r="10" fill="#f4b400" />
      <circle cx="12" cy="12" r="7" fill="none" stroke="#c98a00" strokeWidth="1.5" />
      <path d="M12 8v8M9.5 10.5h5" stroke="#8a5d00" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
