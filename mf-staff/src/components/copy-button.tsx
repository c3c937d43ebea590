import { useEffect, useState } from 'react';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';

export interface CopyButtonProps {
  /** What goes to the clipboard. */
  text: string;
  label: string;
  copiedLabel: string;
  failedLabel: string;
}

/**
 * Copies `text` to the clipboard and says so for a few seconds, politely (a status), next to the
 * button; where the browser refuses the clipboard it says what to do instead.
 */
export function CopyButton({ text, label, copiedLabel, failedLabel }: CopyButtonProps) {
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    if (outcome !== 'copied') return undefined;
    const timer = setTimeout(() => setOutcome(null), 4000);
    return () => clearTimeout(timer);
  }, [outcome]);
  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) return setOutcome('failed');
    clipboard.writeText(text).then(
      () => setOutcome('copied'),
      () => setOutcome('failed'),
    );
  };
  return (
    <span css={{ display: 'inline-flex', alignItems: 'center', gap: theme.space(2), flexWrap: 'wrap' }}>
      <Button variant="secondary" size="sm" onClick={copy}>
        {label}
      </Button>
      <output css={{ fontSize: '0.9rem', color: outcome === 'failed' ? theme.colors.danger : theme.colors.success }}>
        {outcome === 'copied' ? copiedLabel : outcome === 'failed' ? failedLabel : ''}
      </output>
    </span>
  );
}
