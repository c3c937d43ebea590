import { render } from '@testing-library/react';
import { FictionalIcon, withFictionalIcon } from './fictional-icon';

describe('FictionalIcon', () => {
  it.each(['✦', '🎭'])('draws %s, which some systems have no font for, and keeps it in the text', (icon) => {
    const { container } = render(<FictionalIcon icon={icon} />);
    expect(container.querySelector('svg path')).not.toBeNull();
    expect(container).toHaveTextContent(icon);
  });

  it('shows a marker it cannot draw as the site wrote it', () => {
    const { container } = render(<FictionalIcon icon="(F)" />);
    expect(container.querySelector('svg')).toBeNull();
    expect(container).toHaveTextContent('(F)');
  });

  it('puts the drawn marker where a translated sentence names it', () => {
    const { container } = render(<p>{withFictionalIcon((icon) => `Das Symbol ${icon} kennzeichnet Fantasieprofile.`, '✦')}</p>);
    expect(container).toHaveTextContent('Das Symbol ✦ kennzeichnet Fantasieprofile.');
    expect(container.querySelectorAll('svg')).toHaveLength(1);
  });
});
