import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@dating/shared/ui/button';
import { Modal } from '@dating/shared/ui/modal';
import { theme } from '@dating/shared/ui/theme-tokens';
import { AppLink } from './app-link';

export interface OfferDialogProps {
  open: boolean;
  title: string;
  /** The big figure beside the text ("−25%"). */
  badge: string;
  children: ReactNode;
  /** The way to the offer and its words; following it closes the dialog. */
  to: string;
  action: string;
  /** Closing (×, Escape, the backdrop, "Maybe later" or the action): the caller remembers it. */
  onClose: () => void;
}

/** An offer as a modal dialog (the shared Modal: labelled by its title, focus kept inside, Escape closes). */
export function OfferDialog({ open, title, badge, children, to, action, onClose }: OfferDialogProps) {
  const { t } = useTranslation('mf-payments');
  return (
    <Modal open={open} title={title} onClose={onClose} closeLabel={t('offers.close')}>
      <div css={{ display: 'flex', gap: theme.space(4), alignItems: 'flex-start' }}>
        <span
          aria-hidden="true"
          css={{
            flex: 'none',
            display: 'grid',
            placeItems: 'center',
            width: 72,
            height: 72,
            borderRadius: '50%',
            background: `linear-gradient(135deg, ${theme.colors.primary}, ${theme.colors.secondary})`,
            color: theme.colors.onPrimary,
            fontWeight: 800,
            fontSize: '1.2rem',
          }}
        >
          {badge}
        </span>
        <div css={{ display: 'grid', gap: theme.space(2), minWidth: 0 }}>{children}</div>
      </div>
      <div css={{ display: 'flex', flexWrap: 'wrap-reverse', justifyContent: 'flex-end', gap: theme.space(3), marginTop: theme.space(6) }}>
        <Button variant="secondary" onClick={onClose}>
          {t('offers.later')}
        </Button>
        <AppLink
          to={to}
          onFollow={onClose}
          css={{
            padding: `${theme.space(2)} ${theme.space(5)}`,
            borderRadius: theme.radius,
            background: theme.colors.primary,
            color: theme.colors.onPrimary,
            fontWeight: 700,
            textDecoration: 'none',
            textAlign: 'center',
            '&:hover': { background: theme.colors.primaryDark },
            '&:focus-visible': { outline: `3px solid ${theme.colors.primary}`, outlineOffset: 3 },
          }}
        >
          {action}
        </AppLink>
      </div>
    </Modal>
  );
}
