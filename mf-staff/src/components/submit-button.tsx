import type { ReactNode } from 'react';
import { Button } from '@dating/shared/ui/button';
import { Spinner } from '@dating/shared/ui/spinner';

/** A form's submit button: disabled while busy, its busy text announced once through the spinner. */
export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" disabled={busy} css={{ justifyContent: 'center', width: '100%' }}>
      {busy && <Spinner label={busyLabel} size={16} />}
      <span aria-hidden={busy ? true : undefined}>{busy ? busyLabel : children}</span>
    </Button>
  );
}
