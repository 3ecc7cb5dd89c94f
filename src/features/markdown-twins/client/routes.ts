import {matchPath} from '@docusaurus/router';

/** A route of the app's route table (@generated/routes), as far as matching uses it. */
export type RouteLike = {path?: string | string[]; exact?: boolean; routes?: readonly RouteLike[]};

/**
 * Whether `pathname` reaches a page of its own: a route other than the catch-all not-found route ('*')
 * matches it, down to a leaf (a docs path with no doc under a matching version root is not a page).
 */
export function routeHasPage(routes: readonly RouteLike[], pathname: string): boolean {
  return routes.some((route) => {
    if (route.path === '*' || !matchPath(pathname, {path: route.path, exact: route.exact})) return false;
    return route.routes ? routeHasPage(route.routes, pathname) : true;
  });
}
