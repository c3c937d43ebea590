import { useTranslation } from 'react-i18next';
import type { ChatAllowance } from '@dating/shared/contracts/chats';
import { theme } from '@dating/shared/ui/theme-tokens';

/** A price in the member's language and the site's currency ("€ 0,99", "£0.89"). */
function money(locale: string, costs: number, currency: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(costs);
  } catch {
    // A currency code this browser does not know: the figure and the code.
    return `${costs} ${currency}`;
  }
}

/**
 * What the next send costs and what the member has, always in view under the message field: free
 * messages while any are left, else the credits per message (and their price in the member's
 * country when the site lists one) and the balance.
 */
export function CostLine({ allowance }: { allowance: ChatAllowance }) {
  const { t, i18n } = useTranslation('mf-chat');
  let text: string;
  if (allowance.free_messages_left > 0) text = t('composer.freeLeft', { count: allowance.free_messages_left });
  else if (allowance.message_credits === 0) text = t('composer.free');
  else {
    const cost = t('composer.cost', { count: allowance.message_credits });
    const price = allowance.price
      ? ` ${t('composer.price', { price: money(i18n.language, allowance.price.costs, allowance.price.currency) })}`
      : '';
    text = `${cost}${price} · ${t('composer.balance', { count: allowance.credits })}`;
  }
  const short = allowance.free_messages_left === 0 && allowance.credits < allowance.message_credits;
  return (
    <span data-testid="cost-line" css={{ color: short ? theme.colors.danger : theme.colors.muted }}>
      {text}
    </span>
  );
}
