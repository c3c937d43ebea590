import { useTranslation } from 'react-i18next';
import type { ChatAllowance } from '@dating/shared/contracts/chats';
import { messagePrice } from '@dating/shared/pricing/message-price';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useCreditBundles } from '../api/list-credit-bundles';

/**
 * What the next send costs and what the member has, always in view under the message field: free
 * messages while any are left, else the credits per message, from what a credit costs (the story of
 * /pricing and /credits, from the same bundles and the same function) and the balance.
 */
export function CostLine({ allowance }: { allowance: ChatAllowance }) {
  const { t, i18n } = useTranslation('mf-chat');
  const { t: common } = useTranslation('common');
  const paying = allowance.free_messages_left === 0 && allowance.message_credits > 0;
  const bundles = useCreditBundles(paying).data?.bundles;
  let text: string;
  if (allowance.free_messages_left > 0) text = t('composer.freeLeft', { count: allowance.free_messages_left });
  else if (allowance.message_credits === 0) text = t('composer.free');
  else {
    const price = bundles ? messagePrice(allowance.message_credits, bundles, i18n.language) : null;
    text = [
      common('price.perMessage', { count: allowance.message_credits }),
      price && common('price.fromPerCredit', { price: price.best.perCredit }),
      t('composer.balance', { count: allowance.credits }),
    ]
      .filter(Boolean)
      .join(' · ');
  }
  const short = paying && allowance.credits < allowance.message_credits;
  return (
    <span data-testid="cost-line" css={{ color: short ? theme.colors.danger : theme.colors.muted }}>
      {text}
    </span>
  );
}
