import { useEffect, useId, useRef, type ReactNode, type RefObject, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { theme } from './theme';

type ModalWidth = keyof typeof theme.modalWidths;

export interface ModalProps {
  open: boolean;
  /** Heading of the dialog; it also labels the dialog (aria-labelledby). */
  title: ReactNode;
  children: ReactNode;
  onClose: () => void;
  /** Some modals (signup in progress, site entry) must not close on Escape or a backdrop click. */
  closeOnEscape?: boolean;
  closeOnBackdrop?: boolean;
  width?: ModalWidth;
  /** Accessible name of the close button; no close button when absent. */
  closeLabel?: string;
  /** Element to focus first; defaults to the first focusable element inside the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('inert'));
}

/**
 * Makes everything on the page but the dialog inert while it is open (aria-modal alone leaves the page
 * behind readable to screen readers that ignore it, and clickable by anything that gets past the
 * backdrop): every sibling of the dialog's branch, up to <body>. Only what this call made inert is given
 * back, so a dialog opened over another leaves the first one's page inert when it closes.
 */
function inertOutside(dialog: HTMLElement): () => void {
  const madeInert: HTMLElement[] = [];
  for (let node: HTMLElement | null = dialog; node && node !== document.body; node = node.parentElement) {
    const parent: HTMLElement | null = node.parentElement;
    if (!parent) break;
    for (const sibling of Array.from(parent.children)) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.hasAttribute('inert')) continue;
      sibling.setAttribute('inert', '');
      madeInert.push(sibling);
    }
  }
  return () => {
    for (const element of madeInert) element.removeAttribute('inert');
  };
}

/**
 * An accessible dialog: role=dialog + aria-modal, labelled by its title, focus moved in on open,
 * trapped while open (Tab / Shift+Tab wrap) and restored to the opener on close.
 */
export function Modal({
  open,
  title,
  children,
  onClose,
  closeOnEscape = true,
  closeOnBackdrop = true,
  width = 'md',
  closeLabel,
  initialFocusRef,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  // Before the focus effect: its clean-up gives the page back before focus returns to the opener in it.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return undefined;
    return inertOutside(dialog);
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) {
      const target = initialFocusRef?.current ?? focusables(dialog)[0] ?? dialog;
      target.focus();
    }
    return () => {
      // Give focus back to whatever opened the dialog, if it is still on the page.
      if (opener && opener.isConnected) opener.focus();
    };
  }, [open, initialFocusRef]);

  if (!open || typeof document === 'undefined') return null;

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (closeOnEscape) onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusables(dialogRef.current);
    if (items.length === 0) {
      event.preventDefault();
      dialogRef.current.focus();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      data-testid="modal-backdrop"
      role="presentation"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && closeOnBackdrop) onClose();
      }}
      css={{
        position: 'fixed',
        inset: 0,
        zIndex: 1050,
        background: 'rgba(20, 10, 20, 0.55)',
        display: 'flex',
        alignItems: 'flex-start',
        justifyContent: 'center',
        padding: theme.space(4),
        overflowY: 'auto',
      }}
    >
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the dialog handles Escape and keeps Tab inside itself, as a modal dialog must */}
      <div
        ref={dialogRef}
        // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- a native <dialog> is modal only through showModal() and brings its own top layer and styles; this one traps focus itself
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        css={{
          width: '100%',
          maxWidth: theme.modalWidths[width],
          marginTop: '8vh',
          background: theme.colors.surface,
          color: theme.colors.text,
          borderRadius: theme.radius,
          boxShadow: '0 12px 40px rgba(0,0,0,0.25)',
          padding: theme.space(6),
          position: 'relative',
          '&:focus': { outline: 'none' },
        }}
      >
        <h2 id={titleId} css={{ margin: `0 0 ${theme.space(4)}`, fontSize: '1.3rem', paddingRight: closeLabel ? theme.space(8) : 0 }}>
          {title}
        </h2>
        {closeLabel && (
          <button
            type="button"
            aria-label={closeLabel}
            onClick={onClose}
            css={{
              position: 'absolute',
              top: theme.space(3),
              right: theme.space(3),
              background: 'transparent',
              border: 0,
              fontSize: '1.5rem',
              lineHeight: 1,
              cursor: 'pointer',
              color: theme.colors.muted,
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
        {children}
      </div>
    </div>,
    document.body,
  );
}
