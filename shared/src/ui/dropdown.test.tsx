import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dropdown } from './dropdown';

function setup() {
  const chosen: string[] = [];
  const items = ['Profile', 'Settings', 'Logout'].map((label) => ({ id: label, label, onSelect: () => chosen.push(label) }));
  render(<Dropdown label="Account" items={items} />);
  return { chosen, button: screen.getByRole('button', { name: /account/i }) };
}

describe('Dropdown', () => {
  it('opens from the keyboard, moves with arrows, wraps, and chooses with Enter', async () => {
    const user = userEvent.setup();
    const { chosen, button } = setup();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{End}{Enter}');
    expect(chosen).toEqual(['Logout']);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const user = userEvent.setup();
    const { chosen, button } = setup();
    await user.click(button);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(chosen).toEqual([]);
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    const { button } = setup();
    await user.click(button);
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
