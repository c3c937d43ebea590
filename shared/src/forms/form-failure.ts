import { isApiError, type ApiError } from '../api-client/api-client';
import { apiErrorText } from '../i18n/api-error-text';
import { COMMON_NAMESPACE } from '../i18n/common-locales';

/**
 * One message a form shows: a text key of the remote's namespace (`login.errors.emailRequired`) or
 * of `common` (`common:errors.rate_limited`), with the values the text takes. Kept as a key, not a
 * text, so a refusal shown in one language reads right after the member switches to another.
 */
export interface FormMessage {
  key: string;
  values?: Record<string, string | number>;
}

/** What a refused submit shows — the one shape of every form: a message per field, and at most one above the fields. */
export interface FormFailure<Field extends string> {
  fields: Partial<Record<Field, FormMessage>>;
  form: FormMessage | null;
}

export const message = (key: string, values?: FormMessage['values']): FormMessage => (values ? { key, values } : { key });

/** A refusal with these field messages and, optionally, one above the fields. */
export function refusal<Field extends string>(
  fields: Partial<Record<Field, FormMessage>>,
  form: FormMessage | null = null,
): FormFailure<Field> {
  return { fields, form };
}

/** The `common` text for an error's code (errors.<code>, the generic text for a code this build does not know). */
export function commonErrorMessage(error: unknown): FormMessage {
  const { key, values } = apiErrorText(error);
  const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Record<string, number>;
  return message(`${COMMON_NAMESPACE}:${key}`, Object.keys(given).length === 0 ? undefined : given);
}

/** A message, or how to read it off the error (its minutes, or the schema's key the api put in its message). */
type MessageFor = FormMessage | ((error: ApiError) => FormMessage);

export interface ApiFailureOptions<Field extends string> {
  /**
   * A field's message when the api refuses it (`validation_failed` with that `field`): the api
   * validates with the form's own schema, so this happens only when the two drift apart or the api
   * knows more (an e-mail already in use).
   */
  fields?: Partial<Record<Field, MessageFor>>;
  /** The form's own words for codes it expects (`login_failed` on a login); the others get the common text of their code. */
  codes?: Partial<Record<string, MessageFor>>;
}

const read = (own: MessageFor, error: ApiError): FormMessage => (typeof own === 'function' ? own(error) : own);

/**
 * An error of a form's api call as the form shows it — never the server's prose: a code the form
 * names, then a refused field it has, then the common text of the code (a newer api's unknown code
 * and a network failure included).
 */
export function apiFailure<Field extends string>(
  error: unknown,
  { fields = {}, codes = {} }: ApiFailureOptions<Field> = {},
): FormFailure<Field> {
  if (!isApiError(error)) return refusal<Field>({}, commonErrorMessage(error));
  const own = codes[error.code];
  if (own) return refusal<Field>({}, read(own, error));
  const refused = error.code === 'validation_failed' && error.field !== undefined && Object.hasOwn(fields, error.field);
  const fieldOwn = refused ? fields[error.field as Field] : undefined;
  if (fieldOwn) return refusal<Field>({ [error.field as Field]: read(fieldOwn, error) } as Partial<Record<Field, FormMessage>>);
  return refusal<Field>({}, commonErrorMessage(error));
}
