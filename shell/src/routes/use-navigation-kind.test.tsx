import { act, render, screen, waitFor } from '@testing-library/react';
import { BrowserRouter, useLocation, useNavigate } from 'react-router';
import { useNavigationKind } from './use-navigation-kind';

/** What single-spa dispatches after a pushState that changed the address (its createPopStateEvent). */
function singleSpaAnnouncement(): PopStateEvent {
  return Object.assign(new PopStateEvent('popstate', { state: window.history.state as unknown }), {
    singleSpa: true,
    singleSpaTrigger: 'pushState',
  });
}

/** A link's click as the shell handles it: React Router pushes, and single-spa announces the push in the same task. */
function Probe() {
  const navigate = useNavigate();
  const kind = useNavigationKind();
  const open = () => {
    void navigate('/members/5');
    window.dispatchEvent(singleSpaAnnouncement());
  };
  return (
    <>
      <p data-testid="probe">{`${kind} ${useLocation().pathname}`}</p>
      <button onClick={open}>Open</button>
    </>
  );
}

test("a push stays a push when single-spa's popstate is rendered with it; Back is still a POP", async () => {
  window.history.replaceState(null, '', '/members');
  render(
    <BrowserRouter>
      <Probe />
    </BrowserRouter>,
  );
  expect(screen.getByTestId('probe')).toHaveTextContent('POP /members');

  act(() => screen.getByRole('button', { name: 'Open' }).click());
  expect(screen.getByTestId('probe')).toHaveTextContent('PUSH /members/5');

  act(() => window.history.back());
  await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('POP /members'));
});
