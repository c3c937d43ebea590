import { localeDirProblems } from '@dating/shared/i18n/locale-dir';

// The `payments-recurring` texts (repeat order, direct debit, the recurring-failure offer) live apart from
// mf-payments' own file: every locale has every key of English, non-empty, with the same placeholders.
it('has every text of English in every locale', () => {
  expect(localeDirProblems(__dirname)).toEqual([]);
});
