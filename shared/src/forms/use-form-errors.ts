import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormFailure, FormMessage } from './form-failure';

/**
 * The error state of every form with an ErrorSummary: one FormFailure (a message per field, one
 * above the fields) and a count of refused submits. Every refusal bumps the count, which re-mounts
 * the summary (`key={failures}`, so it is announced again) and moves focus to it (`ref={summaryRef}`).
 */
export function useFormErrors<Field extends string>() {
  const [failure, setFailure] = useState<FormFailure<Field>>({ fields: {}, form: null });
  const [failures, setFailures] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (failures > 0) summaryRef.current?.focus();
  }, [failures]);

  /** A refused submit: these messages replace the previous ones, and the summary takes focus. */
  const refuse = useCallback((next: FormFailure<Field>) => {
    setFailure(next);
    setFailures((n) => n + 1);
  }, []);
  /** A submit that passed the form's own checks: the old messages go. */
  const clearErrors = useCallback(() => setFailure({ fields: {}, form: null }), []);
  /** The member changed a field: its message goes, the others stay. */
  const clearFieldError = useCallback(
    (field: Field) =>
      setFailure((current) =>
        current.fields[field] === undefined ? current : { ...current, fields: { ...current.fields, [field]: undefined } },
      ),
    [],
  );
  /** A field judged on its own (left with something in it): its message changes, nothing is counted or focused. */
  const judgeField = useCallback(
    (field: Field, next: FormMessage | undefined) =>
      setFailure((current) =>
        current.fields[field]?.key === next?.key ? current : { ...current, fields: { ...current.fields, [field]: next } },
      ),
    [],
  );
  /** A refusal the screen shows in its own way (no new messages), still counted: focus follows it. */
  const countRefusal = useCallback(() => setFailures((n) => n + 1), []);

  return {
    failure,
    fieldErrors: failure.fields,
    formError: failure.form,
    failures,
    summaryRef,
    refuse,
    clearErrors,
    clearFieldError,
    judgeField,
    countRefusal,
  };
}

/** `(message) => text` in the remote's own namespace (its parcels' default); `common:` keys read from the shared texts. */
export function useFormMessage(): (message: FormMessage) => string {
  const { t } = useTranslation();
  return useCallback((message: FormMessage) => t(message.key as never, message.values ?? {}) as string, [t]);
}
