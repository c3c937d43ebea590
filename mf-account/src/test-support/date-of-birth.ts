import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The three selects of the date-of-birth field named `label`, found the way a member finds them. */
function parts(label: string, container?: HTMLElement) {
  const group = (container ? within(container) : within(document.body)).getByRole('group', { name: label });
  const select = (part: string) => group.querySelector<HTMLSelectElement>(`select[data-part="${part}"]`)!;
  return { group, year: select('year'), month: select('month'), day: select('day') };
}

/** Chooses YYYY-MM-DD in the date-of-birth field (or clears it with ''). */
export async function chooseDateOfBirth(
  user: UserEvent,
  date: string,
  { label = 'Date of birth', container }: { label?: string; container?: HTMLElement } = {},
) {
  const [year = '', month = '', day = ''] = date.split('-');
  const field = parts(label, container);
  await user.selectOptions(field.year, year);
  await user.selectOptions(field.month, month);
  await user.selectOptions(field.day, day);
}

/** What the field holds, as YYYY-MM-DD ('' when nothing is chosen). */
export function dateOfBirthValue({ label = 'Date of birth', container }: { label?: string; container?: HTMLElement } = {}): string {
  const field = parts(label, container);
  const value = `${field.year.value}-${field.month.value}-${field.day.value}`;
  return value === '--' ? '' : value;
}
