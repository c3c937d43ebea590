import { useTranslation } from 'react-i18next';
import type { PersonaPhoto } from '@dating/shared/contracts/staff-inbox';
import { Modal } from '@dating/shared/ui/modal';
import { theme } from '@dating/shared/ui/theme-tokens';

export interface GalleryDialogProps {
  open: boolean;
  personaName: string;
  photos: PersonaPhoto[];
  onPick: (photo: PersonaPhoto) => void;
  onClose: () => void;
}

/**
 * The persona's own gallery as a grid of image buttons: a tap sends that photo. The dialog moves focus
 * in, keeps it there, closes on Escape and gives focus back to the button that opened it.
 */
export function GalleryDialog({ open, personaName, photos, onPick, onClose }: GalleryDialogProps) {
  const { t } = useTranslation('mf-staff');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('inbox.composer.galleryTitle', { name: personaName })}
      closeLabel={t('inbox.composer.close')}
    >
      {photos.length === 0 ? (
        <p css={{ margin: 0, color: theme.colors.muted }}>{t('inbox.composer.galleryEmpty', { name: personaName })}</p>
      ) : (
        <ul
          css={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
            gap: theme.space(2),
          }}
        >
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <button
                type="button"
                onClick={() => onPick(photo)}
                css={{
                  display: 'block',
                  width: '100%',
                  aspectRatio: '1',
                  padding: 0,
                  border: `2px solid transparent`,
                  borderRadius: theme.radius,
                  overflow: 'hidden',
                  background: theme.colors.border,
                  cursor: 'pointer',
                  '&:hover': { borderColor: theme.colors.secondary },
                  '&:focus-visible': { borderColor: theme.colors.primary, outline: `2px solid ${theme.colors.primary}`, outlineOffset: 2 },
                }}
              >
                <img
                  src={photo.thumb_url}
                  alt={t('inbox.composer.galleryPhoto', { number: index + 1, name: personaName })}
                  css={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
