import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';

/** A load that failed: the error in a danger strip, and a button to try again (texts translated by the caller). */
export function RetryAlert({ children, retryLabel, onRetry }: { children: ReactNode; retryLabel: string; onRetry: () => unknown }) {
  return (
    <Alert
      level="danger"
      actions={
        <Button size="sm" variant="secondary" onClick={() => void onRetry()}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
