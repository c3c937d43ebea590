import { endLandingVisitEndpoint, startLandingVisitEndpoint } from '@dating/shared/contracts/landers';
import type { ApiClient } from '@dating/shared/api-client/api-client';
import { TRACKING_STORAGE_KEY } from '@dating/shared/tracking/tracking-query';
import { startLandingVisit } from './start-landing-visit';

const VISIT = '0b8f7a52-4c1e-4f7e-9d3a-6f1a2b3c4d5e';

/** A fake api whose start answers `answer`, a fake document and window to fire page events on, a recording beacon. */
function fakes(answer: Promise<{ visit: string }> = Promise.resolve({ visit: VISIT })) {
  const calls: { path: string; body: unknown }[] = [];
  const api = {
    call: ((endpoint: { path: string }, input: { body: unknown }) => {
      calls.push({ path: endpoint.path, body: input.body });
      return answer;
    }) as unknown as ApiClient['call'],
  };
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const win = new EventTarget();
  const beacons: { url: string; body: Blob }[] = [];
  const beacon = (url: string, body: Blob) => {
    beacons.push({ url, body });
    return true;
  };
  const hide = () => {
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  return { calls, api, doc: doc as unknown as Document, win, beacons, beacon, hide };
}

/** Lets the start's answer arrive (a few turns of the microtask queue). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const bodyOf = async (blob: Blob) => JSON.parse(await blob.text()) as unknown;

afterEach(() => sessionStorage.clear());

describe('startLandingVisit', () => {
  it('logs nothing without lb in the landing URL', async () => {
    const { calls, api, doc, win, beacons, beacon, hide } = fakes();
    const visit = startLandingVisit('gallery', null, '?network=adnet', { api, doc, win, beacon });
    visit.acted();
    hide();
    visit.end();
    await settle();
    expect(calls).toEqual([]);
    expect(beacons).toEqual([]);
  });

  it('records the visit at once with page, slug and the tracking query', () => {
    sessionStorage.setItem(TRACKING_STORAGE_KEY, JSON.stringify({ network: 'adnet', sub1: '{click}' }));
    const { calls, api, doc, win, beacon } = fakes();
    startLandingVisit('member-landing2', 'weekend', '?lb=1', { api, doc, win, beacon });
    expect(calls).toEqual([
      {
        path: startLandingVisitEndpoint.path,
        body: { page: 'member-landing2', slug: 'weekend', tracking: { network: 'adnet', sub1: 'click' } },
      },
    ]);
  });

  it('ends with one beacon when the page is hidden: a bounce unless the visitor acted', async () => {
    const { api, doc, win, beacons, beacon, hide } = fakes();
    startLandingVisit('index', null, '?lb=1', { api, doc, win, beacon });
    hide();
    await settle();
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe(endLandingVisitEndpoint.path);
    expect(beacons[0]!.body.type).toBe('application/json');
    expect(await bodyOf(beacons[0]!.body)).toEqual({ visit: VISIT, acted: false });
  });

  it('reports acted once the visitor acted, and only the first end counts', async () => {
    const { api, doc, win, beacons, beacon, hide } = fakes();
    const visit = startLandingVisit('gallery', 'summer', '?lb', { api, doc, win, beacon });
    visit.acted();
    win.dispatchEvent(new Event('pagehide'));
    hide();
    visit.end();
    await settle();
    expect(beacons).toHaveLength(1);
    expect(await bodyOf(beacons[0]!.body)).toEqual({ visit: VISIT, acted: true });
  });

  it('reports the outcome as it was at the end: acting afterwards changes nothing', async () => {
    const { api, doc, win, beacons, beacon } = fakes();
    const visit = startLandingVisit('video', null, '?lb=1', { api, doc, win, beacon });
    visit.end();
    visit.acted();
    await settle();
    expect(await bodyOf(beacons[0]!.body)).toEqual({ visit: VISIT, acted: false });
  });

  it('sends no end when the start failed', async () => {
    const { api, doc, win, beacons, beacon, hide } = fakes(Promise.reject(new Error('offline')));
    startLandingVisit('index', null, '?lb=1', { api, doc, win, beacon });
    hide();
    await settle();
    expect(beacons).toEqual([]);
  });
});
