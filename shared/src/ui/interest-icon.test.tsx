import { render } from '@testing-library/react';
import { interestsFixture } from '../msw/fixtures';
import { INTEREST_ICON_NAMES, InterestIcon } from './interest-icon';

function drawing(name: string) {
  const { container } = render(<InterestIcon name={name} />);
  const svg = container.querySelector('svg');
  if (!svg) throw new Error(`no svg for ${name}`);
  return { svg, d: svg.querySelector('path')?.getAttribute('d') ?? '' };
}

describe('InterestIcon', () => {
  const fallback = drawing('brand-new-hobby').d;

  it('draws each of the 50 catalogue icons with its own stroked path', () => {
    expect(INTEREST_ICON_NAMES).toHaveLength(50);
    const paths = INTEREST_ICON_NAMES.map((name) => {
      const { svg, d } = drawing(name);
      expect(svg).toHaveAttribute('data-icon', name);
      // Path data only (no embedded styles or markup), so the icon takes its colour from the text.
      expect(d).toMatch(/^M[\d\s.,MmLlHhVvCcSsQqAaZz-]+$/);
      expect(d).not.toBe(fallback);
      return d;
    });
    // A copied drawing would show two interests as the same picture.
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('is decorative, follows the text colour and scales with the font size', () => {
    const { svg } = drawing('coffee');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveAttribute('fill', 'none');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('width', '1.25em');
    expect(svg).toHaveAttribute('height', '1.25em');
  });

  it('draws the fallback tag for a name it does not know, an emoji and an empty name included', () => {
    for (const name of ['brand-new-hobby', '✨', '', 'constructor', 'toString']) {
      const { svg, d } = drawing(name);
      expect(svg).toHaveAttribute('data-icon', 'fallback');
      expect(d).toBe(fallback);
    }
    expect(fallback.length).toBeGreaterThan(0);
  });

  it('knows every icon the msw fixtures name', () => {
    for (const interest of interestsFixture) expect(INTEREST_ICON_NAMES).toContain(interest.icon);
  });
});
