import type { AsyncRouteComponent, RouteComponent } from '@tanstack/react-router';

/**
 * A lazily loaded screen shown with fixed props, keeping its preload so that the router fetches the
 * screen's code before rendering (on the server too, where a suspended screen would render empty).
 */
export function withProps<P extends object>(Screen: AsyncRouteComponent<P>, props: P): RouteComponent {
  const Bound = () => <Screen {...props} />;
  return Object.assign(Bound, { preload: Screen.preload });
}
