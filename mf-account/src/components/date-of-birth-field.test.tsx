import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseDateOfBirth } from '../test-support/date-of-birth';
import { DateOfBirthField, datePartOrder } from './date-of-birth-field';

const TODAY = new Date('2026-06-01T12:00:00Z');

function Field({ locale, initial = '', onChange }: { locale: string; initial?: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateOfBirthField
      id="dob"
      label="Date of birth"
      locale={locale}
      minAge={18}
      today={TODAY}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      error={null}
    />
  );
}

const selectOrder = () => screen.getAllByRole('combobox').map((select) => select.getAttribute('data-part'));

describe('DateOfBirthField', () => {
  it.each([
    ['en-US', ['month', 'day', 'year']],
    ['en', ['month', 'day', 'year']],
    ['de', ['day', 'month', 'year']],
    ['nl', ['day', 'month', 'year']],
    ['fr', ['day', 'month', 'year']],
    ['sv', ['year', 'month', 'day']],
  ])('puts day, month and year in the order %s writes a date', (locale, order) => {
    expect(datePartOrder(locale)).toEqual(order);
    render(<Field locale={locale} />);
    expect(selectOrder()).toEqual(order);
  });

  it('names the parts and the months in the member’s language, the first select holding the field’s id', () => {
    render(<Field locale="de" />);
    expect(screen.getByRole('group', { name: 'Date of birth' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tag' })).toHaveAttribute('id', 'dob');
    const month = screen.getByRole('combobox', { name: 'Monat' });
    expect(month).toHaveTextContent('März');
    expect(screen.getByRole('combobox', { name: 'Jahr' })).toBeInTheDocument();
  });

  it('gives YYYY-MM-DD once all three are chosen, an invalid half date before, the newest year offered one under the minimum age', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    render(<Field locale="de" onChange={(value) => changes.push(value)} />);
    const years = Array.from(screen.getByRole('combobox', { name: 'Jahr' }).querySelectorAll('option')).map((option) => option.value);
    expect(years.slice(0, 3)).toEqual(['', '2009', '2008']);
    expect(years.at(-1)).toBe('1926');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Jahr' }), '1990');
    expect(changes.at(-1)).toBe('1990--');
    await chooseDateOfBirth(user, '1990-03-04');
    expect(changes.at(-1)).toBe('1990-03-04');
  });

  it('shows a stored date, also one from a year it would not offer', () => {
    render(<Field locale="en" initial="1911-12-31" />);
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('1911');
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveValue('12');
    expect(screen.getByRole('combobox', { name: 'Day' })).toHaveValue('31');
  });
});
