import type { SignupField } from '@dating/shared/contracts/signup';
import type { SignupDraft } from '../signup-draft';

/** What every step of the form receives from the flow that holds the draft. */
export interface StepProps {
  draft: SignupDraft;
  update: (field: keyof SignupDraft, value: string) => void;
  /** The translated problem with a field, or null. */
  errorText: (field: SignupField) => string | null;
  /** A field lost focus: judge it now (immediate validation) when something was typed in it. */
  touch?: (field: SignupField) => void;
  /** Prefix of the field ids (the page and the modal differ). */
  idPrefix: string;
}
