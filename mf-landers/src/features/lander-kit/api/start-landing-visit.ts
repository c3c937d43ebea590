import { useEffect, useRef } from 'react';
import { startLandingVisitEndpoint } from '@dating/shared/contracts/landers';
import type { ApiClient } from '@dating/shared/api-client/api-client';
import type { LandingPage } from '@dating/shared/landers/lander-catalog';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { readTrackingQuery } from '@dating/shared/tracking/tracking-query';
import { endLandingVisit, type Beacon } from './end-landing-visit';

/** The query key that turns bounce logging on for a landing URL (campaign links carry it). */
const BOUNCE_LOG_KEY = 'lb';

export interface LandingVisit {
  /** The visitor took a step toward signing up: this visit is no bounce. */
  acted(): void;
  /** The visit is over (the page left in the app): reported once, then nothing more happens. */
  end(): void;
}

interface VisitDeps {
  api: Pick<ApiClient, 'call'>;
  doc?: Document;
  win?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  beacon?: Beacon;
}

const NO_VISIT: LandingVisit = { acted: () => undefined, end: () => undefined };

/**
 * Bounce logging of one landing page: only when the landing URL carries `lb`. The visit is recorded at
 * once (page, slug, tracking query); it ends at the first of: the page is hidden (the tab closed or left —
 * a beacon, which survives the page), the page is left inside the app, or `end()`. The end says whether
 * the visitor acted; one that did not is a bounce. A failed start logs nothing (and never bothers the
 * visitor).
 */
export function startLandingVisit(
  page: LandingPage,
  slug: string | null,
  search: string,
  { api, doc = document, win = window, beacon = (url, body) => navigator.sendBeacon?.(url, body) ?? false }: VisitDeps,
): LandingVisit {
  if (!new URLSearchParams(search).has(BOUNCE_LOG_KEY)) return NO_VISIT;
  let acted = false;
  let ended = false;
  const started = api
    .call(startLandingVisitEndpoint, { body: { page, slug, tracking: readTrackingQuery() } })
    .then(({ visit }) => visit)
    .catch(() => null);

  const onHidden = () => {
    if (doc.visibilityState === 'hidden') end();
  };
  function end() {
    if (ended) return;
    ended = true;
    doc.removeEventListener('visibilitychange', onHidden);
    win.removeEventListener('pagehide', end);
    const outcome = acted;
    void started.then((visit) => {
      if (visit) endLandingVisit(visit, outcome, beacon);
    });
  }
  doc.addEventListener('visibilitychange', onHidden);
  win.addEventListener('pagehide', end);
  return {
    acted: () => {
      acted = true;
    },
    end,
  };
}

/**
 * The landing page's visit, while it is mounted (see startLandingVisit). Call the answer when the
 * visitor acts: a call to action, a profile, a swipe.
 */
export function useStartLandingVisit(page: LandingPage, slug: string | null): () => void {
  const { api } = useShellContext();
  const visit = useRef<LandingVisit>(NO_VISIT);
  useEffect(() => {
    visit.current = startLandingVisit(page, slug, window.location.search, { api });
    return () => visit.current.end();
  }, [api, page, slug]);
  return () => visit.current.acted();
}
