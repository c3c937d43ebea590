import { forwardRef, useState, type ReactNode } from 'react';
import { PHOTO_ACCEPTED_TYPES } from '@dating/shared/contracts/photos';
import { IconBadge } from '@dating/shared/ui/icon-badge';
import { theme } from '@dating/shared/ui/theme-tokens';
import { visuallyHiddenCss } from '@dating/shared/ui/visually-hidden';

const ACCEPT = PHOTO_ACCEPTED_TYPES.join(',');

export interface PhotoPickerProps {
  id: string;
  /** The button's text: "Choose a photo", "Change photo", "Add a photo". */
  label: string;
  /** Under the button, read with it: the drop hint and the formats. */
  hint: string;
  onFile: (file: File) => void;
  disabled?: boolean;
  /** The chosen image, shown in the zone in place of the camera. */
  preview?: { src: string; alt: string } | null;
  /** The id of an error line to read with the control, when there is one. */
  errorId?: string;
  /** Shown inside the zone under the hint (an upload's progress, a Remove button). */
  children?: ReactNode;
}

/** A camera drawn in the primary colour: the zone's picture while no photo is chosen. */
function CameraIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="40"
      height="40"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1Z" />
      <circle cx="12" cy="13.5" r="3.5" />
    </svg>
  );
}

/**
 * The photo drop zone: a button-like label over a visually hidden file input (so the browser's
 * "No file chosen" never shows, while Tab, Space and Enter still reach the real input and its
 * picker), a drop target around it, and the chosen image previewed in place of the camera.
 */
export const PhotoPicker = forwardRef<HTMLInputElement, PhotoPickerProps>(function PhotoPicker(
  { id, label, hint, onFile, disabled = false, preview, errorId, children },
  ref,
) {
  const [dragging, setDragging] = useState(false);
  const describedBy = [`${id}-hint`, errorId].filter(Boolean).join(' ');
  return (
    <div
      data-testid={`${id}-zone`}
      data-dragging={dragging || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        const file = event.dataTransfer.files[0];
        if (file && !disabled) onFile(file);
      }}
      css={{
        position: 'relative',
        border: `2px dashed ${dragging ? theme.colors.primary : theme.colors.border}`,
        background: dragging ? theme.colors.background : theme.colors.surface,
        borderRadius: 12,
        padding: theme.space(5),
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: theme.space(3),
        transition: 'border-color 120ms, background 120ms',
      }}
    >
      {preview ? (
        <img
          src={preview.src}
          alt={preview.alt}
          width={160}
          height={160}
          css={{ width: 160, height: 160, objectFit: 'cover', borderRadius: 12, boxShadow: '0 2px 10px rgba(0,0,0,0.12)' }}
        />
      ) : (
        <IconBadge size={80}>
          <CameraIcon />
        </IconBadge>
      )}
      <input
        ref={ref}
        id={id}
        type="file"
        accept={ACCEPT}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared at once, so choosing the same file again (after removing it) is a change too.
          event.target.value = '';
          if (file) onFile(file);
        }}
        css={{
          ...visuallyHiddenCss,
          opacity: 0,
          '&:focus-visible + label': { outline: `3px solid ${theme.colors.primary}`, outlineOffset: 2 },
          '&:disabled + label': { opacity: 0.6, cursor: 'not-allowed' },
        }}
      />
      <label
        htmlFor={id}
        css={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: theme.space(2),
          padding: `${theme.space(3)} ${theme.space(6)}`,
          borderRadius: theme.radius,
          background: preview ? theme.colors.surface : theme.colors.primary,
          color: preview ? theme.colors.primary : theme.colors.onPrimary,
          border: `1px solid ${theme.colors.primary}`,
          fontWeight: 600,
          fontSize: '1.05rem',
          cursor: 'pointer',
          '&:hover': { background: preview ? theme.colors.background : theme.colors.primaryDark },
        }}
      >
        {label}
      </label>
      <p id={`${id}-hint`} css={{ margin: 0, color: theme.colors.muted, fontSize: '0.9rem' }}>
        {hint}
      </p>
      {children}
    </div>
  );
});
