import { isValidElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BUILT_PATHS } from './features/site/menu';
import { routes } from './router';

/** The route a path ends on (its last match). */
const routeOf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route;

describe('router', () => {
  it('has a page for every path the site menu shows (not the 404 page)', () => {
    for (const path of BUILT_PATHS) {
      const route = routeOf(path);
      expect(route, path).toBeDefined();
      expect(route?.path, path).not.toBe('*');
    }
  });

  it('opens the interaction area on 本馆动态', () => {
    const element = routeOf('/interaction')?.element;
    expect(isValidElement<{ to: string }>(element) && element.props.to).toBe('/interaction/libraryNews');
    expect(routeOf('/interaction/comments')?.lazy).toBeTypeOf('function');
  });
});
