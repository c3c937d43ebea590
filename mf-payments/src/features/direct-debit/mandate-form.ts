import { createDirectDebitEndpoint } from '@dating/shared/contracts/direct-debit';
import { ibanProblem, normaliseIban } from '@dating/shared/contracts/iban';
import { apiFailure, message, refusal, type FormFailure, type FormMessage } from '@dating/shared/forms/form-failure';
import type { MandateRequest } from './api/create-direct-debit';

export type MandateField = 'bundle' | 'holder' | 'iban' | 'phone' | 'mandate';
/** Screen order: the error summary lists them so. */
export const MANDATE_FIELDS: readonly MandateField[] = ['bundle', 'holder', 'iban', 'phone', 'mandate'];

export interface MandateValues {
  bundle: number | null;
  holder: string;
  iban: string;
  phone: string;
  accepted: boolean;
}

const errorKey = (field: MandateField) => message(`payments-recurring:directDebit.errors.${field}`);

/** What is wrong with an IBAN, as precisely as helps: an account outside SEPA, a wrong length, or a mistyped number. */
function ibanError(iban: string): FormMessage {
  const problem = ibanProblem(normaliseIban(iban));
  if (problem === 'country') return message('payments-recurring:directDebit.errors.ibanCountry');
  if (problem === 'length') return message('payments-recurring:directDebit.errors.ibanLength');
  return errorKey('iban');
}

/**
 * The api's own schema checks the form: what passes here passes there (the api then checks the IBAN's country and
 * mod-97 too). The consent to immediate supply is its own box (WithdrawalConsent), judged after the fields.
 */
const FormSchema = createDirectDebitEndpoint.body.omit({ client_id: true, country: true, bundle: true, withdrawal_consent: true });

const FIELD_OF: Record<string, MandateField> = { holder: 'holder', iban: 'iban', phone: 'phone', mandate_accepted: 'mandate' };

/** The mandate as the api takes it (but for its client id and the consent), or the fields to correct. */
export function validateMandate(
  values: MandateValues,
  country: string,
): { ok: true; body: Omit<MandateRequest, 'client_id' | 'withdrawal_consent'> } | { ok: false; failure: FormFailure<MandateField> } {
  const fields: Partial<Record<MandateField, FormMessage>> = {};
  if (values.bundle === null) fields.bundle = errorKey('bundle');
  const result = FormSchema.safeParse({ holder: values.holder, iban: values.iban, phone: values.phone, mandate_accepted: values.accepted });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = FIELD_OF[String(issue.path[0])];
      if (field) fields[field] = field === 'iban' ? ibanError(values.iban) : errorKey(field);
    }
  }
  if (!result.success || values.bundle === null) return { ok: false, failure: refusal(fields) };
  return { ok: true, body: { ...result.data, bundle: values.bundle, country } };
}

/** The IBAN judged on its own, when the member leaves the field with something in it. */
export function ibanMessage(iban: string): FormMessage | undefined {
  if (iban.trim() === '') return undefined;
  return createDirectDebitEndpoint.body.shape.iban.safeParse(iban).success ? undefined : ibanError(iban);
}

/** A refused mandate as the form shows it: the api's word on a field lands on that field; the rest above the form. */
export const mandateFailure = (error: unknown) =>
  apiFailure<MandateField>(error, {
    fields: { holder: errorKey('holder'), iban: errorKey('iban'), phone: errorKey('phone'), bundle: errorKey('bundle') },
  });
