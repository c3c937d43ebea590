import { theme } from './theme';

export interface ProgressBarProps {
  /** 0..1 */
  value: number;
  visible: boolean;
  failed?: boolean;
  /** Accessible name, e.g. the translated "Loading page". */
  label: string;
}

/** The thin bar at the top of the page during navigation. Purely presentational; timing lives with its owner. */
export function ProgressBar({ value, visible, failed = false, label }: ProgressBarProps) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- a native <progress> cannot be styled as this thin bar alike in every browser
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-hidden={!visible}
      data-failed={failed ? 'true' : 'false'}
      css={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: 1000,
        pointerEvents: 'none',
        opacity: visible ? 1 : 0,
        transition: 'opacity 0.3s',
      }}
    >
      <div
        css={{
          height: '100%',
          width: `${percent}%`,
          background: failed ? theme.colors.danger : theme.colors.secondary,
          transition: 'width 0.2s linear',
        }}
      />
    </div>
  );
}
