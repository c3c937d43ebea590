import { convexHull, fitProjection, MAP_HEIGHT, MAP_WIDTH, placeOf } from './map-projection';

const amsterdam = { name: 'Amsterdam', lat: 52.37, lon: 4.9, profiles: 3 };
const maastricht = { name: 'Maastricht', lat: 50.85, lon: 5.69, profiles: 1 };
const groningen = { name: 'Groningen', lat: 53.22, lon: 6.57, profiles: 2 };

describe('the map projection', () => {
  it('fits the places inside the box, north up and east right', () => {
    const project = fitProjection([amsterdam, maastricht, groningen]);
    for (const place of [amsterdam, maastricht, groningen]) {
      const { x, y } = project(place.lat, place.lon);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(MAP_WIDTH);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(MAP_HEIGHT);
    }
    expect(project(groningen.lat, groningen.lon).y).toBeLessThan(project(maastricht.lat, maastricht.lon).y);
    expect(project(groningen.lat, groningen.lon).x).toBeGreaterThan(project(amsterdam.lat, amsterdam.lon).x);
  });

  it('puts a lone place in the middle', () => {
    expect(fitProjection([amsterdam])(amsterdam.lat, amsterdam.lon)).toEqual({ x: MAP_WIDTH / 2, y: MAP_HEIGHT / 2 });
  });

  it('pins a profile on the nearest place within reach, else on its city by name, else nowhere', () => {
    const places = [amsterdam, maastricht, groningen];
    expect(placeOf({ lat: 52.09, lon: 5.12, city: 'Utrecht' }, places)).toBe(amsterdam);
    expect(placeOf({ lat: null, lon: null, city: 'Maastricht' }, places)).toBe(maastricht);
    expect(placeOf({ lat: null, lon: null, city: 'Utrecht' }, places)).toBeNull();
    // Bristol is nearest to Amsterdam of these, but far from all of them.
    expect(placeOf({ lat: 51.45, lon: -2.59, city: 'Bristol' }, places)).toBeNull();
  });

  it('outlines the points with their convex hull', () => {
    const square = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 5, y: 5 },
      { x: 10, y: 10 },
      { x: 0, y: 10 },
    ];
    expect(convexHull(square)).toHaveLength(4);
    expect(convexHull(square)).not.toContainEqual({ x: 5, y: 5 });
  });
});
