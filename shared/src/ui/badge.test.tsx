import { render, screen } from '@testing-library/react';
import { CountBadge, formatBadgeCount } from './badge';

describe('formatBadgeCount', () => {
  it.each([
    [0, null],
    [-3, null],
    [5, '5'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('%p → %p', (count, expected) => {
    expect(formatBadgeCount(count)).toBe(expected);
  });
});

describe('CountBadge', () => {
  it('renders nothing at 0 and the capped text above 99', () => {
    const { container, rerender } = render(<CountBadge count={0} data-testid="b" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<CountBadge count={150} data-testid="b" />);
    expect(screen.getByTestId('b')).toHaveTextContent('99+');
  });
});
