import { theme } from '@dating/shared/ui/theme-tokens';

/**
 * The polite live line under a section's controls: "Saved", an error, or nothing. Always rendered
 * (empty when idle) so a screen reader announces each new message.
 */
export function SavedStatus({ message, error, testId }: { message: string | null; error?: boolean; testId: string }) {
  return (
    <output
      data-testid={testId}
      css={{
        display: 'block',
        margin: `${theme.space(2)} 0 0`,
        minHeight: '1.5em',
        fontWeight: 600,
        color: error ? theme.colors.danger : theme.colors.success,
      }}
    >
      {message}
    </output>
  );
}
