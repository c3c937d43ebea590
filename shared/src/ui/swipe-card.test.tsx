import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { COMMON_NAMESPACE, loadCommonLocale } from '../i18n/common-locales';
import { createI18n, registerNamespace } from '../i18n/i18n';
import { settingsFixture } from '../msw/fixtures';
import { SwipeCard } from './swipe-card';

// jsdom has no PointerEvent: without one the pointer's id and position would not reach the card.
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
  }
}
beforeAll(() => {
  window.PointerEvent ??= TestPointerEvent as unknown as typeof PointerEvent;
});

async function renderInEnglish(card: ReactElement) {
  const i18n = createI18n('en');
  await registerNamespace(i18n, COMMON_NAMESPACE, loadCommonLocale).ready;
  render(<I18nextProvider i18n={i18n}>{card}</I18nextProvider>);
}

const profile = {
  id: 7,
  name: 'Ida',
  age: 30,
  gender: 'female',
  country: 'DK',
  city: 'Aarhus',
  main_image: { filename: 'ida.jpg', thumb_filename: 'ida-t.jpg', status: 'active' as const, match: 'ida-m.jpg' },
  online: true,
  fictional: true,
};
const texts = { label: 'Ida, 30, Aarhus', nameAge: 'Ida, 30', online: 'Online', like: 'Like', pass: 'Nope' };

function drag(card: HTMLElement, to: number) {
  fireEvent.pointerDown(card, { button: 0, pointerId: 1, clientX: 100 });
  fireEvent.pointerMove(card, { pointerId: 1, clientX: 100 + to });
  fireEvent.pointerUp(card, { pointerId: 1, clientX: 100 + to });
}

describe('SwipeCard', () => {
  it('shows the profile with the texts it is given, named for screen readers', async () => {
    await renderInEnglish(<SwipeCard profile={profile} settings={settingsFixture} texts={texts} />);
    const card = screen.getByTestId('swipe-card');
    expect(card).toHaveAccessibleName('Ida, 30, Aarhus');
    expect(screen.getByRole('heading', { name: /Ida, 30/ })).toHaveTextContent('OnlineIda, 30');
    expect(screen.getByRole('img', { name: 'fictional profile' })).toBeVisible();
  });

  it('likes when dragged far enough right, passes when dragged far enough left, springs back short of that', async () => {
    const onLike = jest.fn();
    const onPass = jest.fn();
    await renderInEnglish(<SwipeCard profile={profile} settings={settingsFixture} texts={texts} onLike={onLike} onPass={onPass} />);
    const card = screen.getByTestId('swipe-card');
    fireEvent.pointerDown(card, { button: 0, pointerId: 1, clientX: 100 });
    fireEvent.pointerMove(card, { pointerId: 1, clientX: 160 });
    // While dragged right the card says what letting go would do.
    expect(card).toHaveTextContent('Like');
    fireEvent.pointerUp(card, { pointerId: 1, clientX: 160 });
    expect(onLike).not.toHaveBeenCalled();
    drag(card, 120);
    expect(onLike).toHaveBeenCalledTimes(1);
    drag(card, -120);
    expect(onPass).toHaveBeenCalledTimes(1);
  });

  it('is not draggable and not read out when it is the card under the current one', async () => {
    const onLike = jest.fn();
    await renderInEnglish(<SwipeCard profile={profile} settings={settingsFixture} texts={texts} onLike={onLike} under />);
    const card = screen.getByTestId('swipe-card-under');
    expect(card).toHaveAttribute('aria-hidden', 'true');
    drag(card, 200);
    expect(onLike).not.toHaveBeenCalled();
  });
});
