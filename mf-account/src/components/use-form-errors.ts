import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The error state of a form with an ErrorSummary: one message key per field, one form-level
 * error, and a count of refused submits. Every refusal bumps the count, which re-mounts the summary
 * (`key={failures}`, so it is announced again) and moves focus to it (`ref={summaryRef}`).
 */
export function useFormErrors<FieldErrors extends object, FormError>() {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({} as FieldErrors);
  const [formError, setFormError] = useState<FormError | null>(null);
  const [failures, setFailures] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (failures > 0) summaryRef.current?.focus();
  }, [failures]);

  /** A refused submit: these messages replace the previous ones, and the summary takes focus. */
  const refuse = useCallback((fields: FieldErrors, form: FormError | null = null) => {
    setFieldErrors(fields);
    setFormError(form);
    setFailures((n) => n + 1);
  }, []);
  /** A submit that passed the form's own checks: the old messages go. */
  const clearErrors = useCallback(() => {
    setFieldErrors({} as FieldErrors);
    setFormError(null);
  }, []);
  /** The member changed a field: its message goes, the others stay. */
  const clearFieldError = useCallback(
    (field: keyof FieldErrors) => setFieldErrors((errors) => (errors[field] === undefined ? errors : { ...errors, [field]: undefined })),
    [],
  );
  /** A refusal the screen shows in its own way (no new messages), still counted: focus follows it. */
  const countRefusal = useCallback(() => setFailures((n) => n + 1), []);

  return { fieldErrors, formError, failures, summaryRef, refuse, clearErrors, clearFieldError, countRefusal };
}

/**
 * False once the component is gone: an answer arriving after the member left the page must not
 * set state (or undo a navigation).
 */
export function useMountedRef() {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
