import { useRef, type KeyboardEvent } from 'react';
import { theme } from '@dating/shared/ui/theme-tokens';

/**
 * The tabs over the reports page (the members' queue, the site profiles'): the WAI-ARIA tabs pattern — one
 * tab in the focus order, the arrow keys, Home and End move between them and open the one reached.
 */
export function ReportTabs<K extends string>({
  id,
  label,
  tabs,
  current,
  onChange,
}: {
  id: string;
  label: string;
  tabs: readonly { value: K; label: string }[];
  current: K;
  onChange: (value: K) => void;
}) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next]!;
    onChange(tab.value);
    refs.current.get(tab.value)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} css={{ display: 'flex', gap: theme.space(1), borderBottom: `1px solid ${theme.colors.border}` }}>
      {tabs.map((tab, index) => {
        const selected = tab.value === current;
        return (
          <button
            key={tab.value}
            ref={(element) => {
              if (element) refs.current.set(tab.value, element);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.value}`}
            aria-selected={selected}
            aria-controls={`${id}-panel`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => move(event, index)}
            css={{
              border: 0,
              borderBottom: `3px solid ${selected ? theme.colors.primary : 'transparent'}`,
              marginBottom: -1,
              background: 'transparent',
              font: 'inherit',
              fontWeight: selected ? 700 : 500,
              color: selected ? theme.colors.text : theme.colors.muted,
              padding: `${theme.space(2)} ${theme.space(3)}`,
              cursor: 'pointer',
              '&:focus-visible': { outline: `2px solid ${theme.colors.primary}`, outlineOffset: -2 },
            }}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
