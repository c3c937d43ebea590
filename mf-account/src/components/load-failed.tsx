import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';

export interface LoadFailedProps {
  /** The translated explanation. */
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

/** What a screen shows when its data could not be loaded: the reason and a way to try again. */
export function LoadFailed({ message, retryLabel, onRetry }: LoadFailedProps) {
  return (
    <Alert
      level="danger"
      actions={
        <Button type="button" size="sm" variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
