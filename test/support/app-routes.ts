// The web app's real routes (remix-app/routes/*.tsx, Remix's flat-route file names) as a Remix
// server build, for tests that send requests through the whole Worker to the real route modules
// (worker/http/worker-router.ts + Remix's request handler), without `npm run build`. The document
// renderer is a stand-in: a document request answers its loader and action data as JSON.
import type { ServerBuild } from "@remix-run/server-runtime";
import * as root from "../../remix-app/root";
import { jsonServerBuild } from "./json-server-build";

type RouteModule = ServerBuild["routes"][string]["module"];

const modules = import.meta.glob<RouteModule>("../../remix-app/routes/*.tsx", { eager: true });

/** One route: its id (`routes/admin.settings`), the path it answers, its module. */
export interface AppRoute {
  id: string;
  /** The page's path (`/documents/:documentId/edit`, `/` for the root index). */
  path: string;
  index: boolean;
  module: RouteModule;
}

const fileName = (file: string) => file.replace("../../remix-app/routes/", "").replace(/\.tsx$/, "");

/** Remix's flat routes: `admin.documents` nests under `admin`, `admin_.customers` does not, `$id` is a param. */
function routeTree() {
  const names = Object.keys(modules).map(fileName);
  const known = new Set(names);
  return names.map((name) => {
    const segments = name.split(".");
    let parent: string | null = null;
    let own = segments;
    for (let i = segments.length - 1; i > 0 && !parent; i--) {
      const prefix = segments.slice(0, i).join(".");
      if (known.has(prefix)) {
        parent = prefix;
        own = segments.slice(i);
      }
    }
    const index = own.at(-1) === "_index";
    const path = own
      .filter((segment) => segment !== "_index" && !segment.startsWith("_"))
      .map((segment) => segment.replace(/_$/, ""))
      .map((segment) => (segment === "$" ? "*" : segment.startsWith("$") ? `:${segment.slice(1)}` : segment))
      .join("/");
    return {
      id: `routes/${name}`,
      parentId: parent ? `routes/${parent}` : "root",
      path: path === "" ? undefined : path,
      index,
      module: modules[`../../remix-app/routes/${name}.tsx`]!,
    };
  });
}

const tree = routeTree();

/** Every route with the path it answers (its parents' paths joined to its own). */
export const APP_ROUTES: AppRoute[] = tree.map((route) => {
  const parts: string[] = [];
  for (let at: (typeof tree)[number] | undefined = route; at; at = tree.find((r) => r.id === at!.parentId))
    if (at.path) parts.unshift(at.path);
  return { id: route.id, path: `/${parts.join("/")}`, index: route.index, module: route.module };
});

export const appBuild: ServerBuild = jsonServerBuild({
  root: { id: "root", path: "", module: root as unknown as RouteModule },
  ...Object.fromEntries(tree.map((route) => [route.id, route])),
});
