import { describe, expect, it } from 'vitest';
import { DEMO_BRANCHES } from './demo-branches.js';
import { DEMO_LIBRARIES } from './demo-places.js';

/** Kilometres between two points (haversine). */
function km(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe('the demo branches', () => {
  it('give every branch page several enabled branches in more than one district', () => {
    for (const type of ['street', 'community', 'cityBookBar', 'shareBooks', 'audioBook']) {
      const shown = DEMO_BRANCHES.filter((b) => b.type === type && b.enabled !== false);
      expect(shown.length, type).toBeGreaterThanOrEqual(2);
      expect(new Set(shown.map((b) => b.district)).size, type).toBeGreaterThanOrEqual(2);
    }
  });

  it('lie in the demo city, near its libraries, each belonging to one of them, with unique names', () => {
    const [main] = DEMO_LIBRARIES;
    const libraries = new Set<string>(DEMO_LIBRARIES.map((l) => l.name));
    for (const branch of DEMO_BRANCHES) {
      expect(km(main, branch), branch.name).toBeLessThan(20);
      expect(libraries.has(branch.library), branch.name).toBe(true);
      expect(branch.address.startsWith(`钱塘市${branch.district}`), branch.name).toBe(true);
    }
    expect(new Set(DEMO_BRANCHES.map((b) => b.name)).size).toBe(DEMO_BRANCHES.length);
  });
});
