import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import type { CSSObject } from '@emotion/react';
import { theme } from './theme';

export interface DropdownItem {
  id: string;
  label: ReactNode;
  onSelect: () => void;
  /** Marks the current choice (e.g. the active language) for assistive technology. */
  current?: boolean;
}

export interface DropdownProps {
  /** Content of the toggle button. */
  label: ReactNode;
  /** Accessible name of the toggle when `label` is not plain text (e.g. a thumbnail). */
  ariaLabel?: string;
  items: readonly DropdownItem[];
  align?: 'start' | 'end';
  /** The ▾ after the label; off for a toggle that is an icon of its own (a card's ⋯). */
  caret?: boolean;
  /** The toggle's look where it is not the header's plain text button (a round icon button on a card). */
  triggerCss?: CSSObject;
  /** Opens the menu above the toggle (a bar at the foot of the screen). */
  placement?: 'below' | 'above';
  'data-testid'?: string;
}

/**
 * Menu button pattern (WAI-ARIA APG): a button with aria-haspopup/aria-expanded and a role=menu list.
 * ArrowDown/ArrowUp/Home/End move, Enter/Space choose, Escape and Tab close (Escape returns focus to
 * the button), a click outside closes.
 */
export function Dropdown({
  label,
  ariaLabel,
  items,
  align = 'end',
  caret = true,
  triggerCss,
  placement = 'below',
  'data-testid': testId,
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const choose = (item: DropdownItem) => {
    close(true);
    item.onSelect();
  };

  const onButtonKeyDown = (event: ReactKeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  };

  const onMenuKeyDown = (event: ReactKeyboardEvent<HTMLUListElement>) => {
    const last = items.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive((i) => (i >= last ? 0 : i + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((i) => (i <= 0 ? last : i - 1));
        break;
      case 'Home':
        event.preventDefault();
        setActive(0);
        break;
      case 'End':
        event.preventDefault();
        setActive(last);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
        break;
    }
  };

  return (
    <div ref={rootRef} css={{ position: 'relative', display: 'inline-block' }}>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={ariaLabel}
        data-testid={testId}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
        css={[
          {
            display: 'inline-flex',
            alignItems: 'center',
            gap: theme.space(2),
            background: 'transparent',
            border: `1px solid transparent`,
            borderRadius: theme.radius,
            padding: `${theme.space(1)} ${theme.space(2)}`,
            font: 'inherit',
            color: 'inherit',
            cursor: 'pointer',
            '&:hover': { borderColor: theme.colors.border },
          },
          triggerCss,
        ]}
      >
        {label}
        {caret && (
          <span aria-hidden="true" css={{ fontSize: '0.7em' }}>
            ▾
          </span>
        )}
      </button>
      {open && (
        <ul
          id={menuId}
          role="menu"
          onKeyDown={onMenuKeyDown}
          css={{
            position: 'absolute',
            [align === 'end' ? 'right' : 'left']: 0,
            ...(placement === 'above'
              ? { bottom: '100%', margin: `0 0 ${theme.space(1)}` }
              : { top: '100%', margin: `${theme.space(1)} 0 0` }),
            zIndex: 1020,
            minWidth: 180,
            padding: `${theme.space(1)} 0`,
            listStyle: 'none',
            background: theme.colors.surface,
            color: theme.colors.text,
            border: `1px solid ${theme.colors.border}`,
            borderRadius: theme.radius,
            boxShadow: '0 8px 24px rgba(0,0,0,0.15)',
          }}
        >
          {items.map((item, index) => (
            <li key={item.id} role="none">
              <button
                ref={(el) => {
                  itemRefs.current[index] = el;
                }}
                type="button"
                role="menuitem"
                tabIndex={index === active ? 0 : -1}
                aria-current={item.current ? 'true' : undefined}
                onClick={() => choose(item)}
                css={{
                  display: 'block',
                  width: '100%',
                  textAlign: 'left',
                  background: 'transparent',
                  border: 0,
                  padding: `${theme.space(2)} ${theme.space(4)}`,
                  font: 'inherit',
                  fontWeight: item.current ? 700 : 400,
                  color: 'inherit',
                  cursor: 'pointer',
                  '&:hover, &:focus': { background: theme.colors.background, outline: 'none' },
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
