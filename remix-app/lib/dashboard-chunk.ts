// The dashboard is its own chunk, so the landing page (the same route, "/", signed out) downloads
// none of its code (decision 022). The chunk is always loaded before the dashboard
// renders: by the loader on the server; in the browser with the page (the route renders it as a
// module script, URLs from virtual:dashboard-chunk-urls) and awaited by entry.client.tsx before
// hydration (so React never hydrates the dashboard's server-rendered HTML without its code); and by
// the route's clientLoader before a client-side navigation to "/". The lazy component is only a safety net for a render that was
// not prepared (the route's data turning signed-in on a revalidation).
import { type ComponentType, lazy } from "react";
import type { DashboardProps } from "../components/dashboard";

type DashboardComponent = ComponentType<DashboardProps>;

let loaded: DashboardComponent | undefined;
let loading: Promise<DashboardComponent> | undefined;

/** Loads the dashboard's chunk (once); a failed load may be tried again. */
export function loadDashboard(): Promise<DashboardComponent> {
  loading ??= import("../components/dashboard").then(
    (module) => {
      loaded = module.Dashboard;
      return module.Dashboard;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const LazyDashboard = lazy(() => loadDashboard().then((Dashboard) => ({ default: Dashboard })));

/** The dashboard component: the loaded one (rendered at once), else one that suspends until loaded. */
export function dashboardComponent(): DashboardComponent {
  return loaded ?? LazyDashboard;
}

/** Marks the dashboard's server-rendered HTML, so the browser knows to load it before hydration. */
export const DASHBOARD_MARKER = "data-dashboard";

/**
 * Resolves when the page may be hydrated: at once, or once the dashboard's chunk is loaded when the
 * server rendered the dashboard. A failed load resolves too (the lazy component then tries again);
 * meanwhile the server's HTML stays, and its links work without JavaScript.
 */
export function readyToHydrate(): Promise<void> {
  if (!document.querySelector(`[${DASHBOARD_MARKER}]`)) return Promise.resolve();
  return loadDashboard().then(
    () => undefined,
    () => undefined,
  );
}
