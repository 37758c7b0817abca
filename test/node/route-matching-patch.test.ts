// Plain Node (node --test): the patched route matching of @remix-run/router (patches/, applied by
// `npm install`'s postinstall; decision 026). The Worker's server bundle runs the package's CommonJS
// build and the browser its ES module build: both carry the patch, and both still match what lazy
// route discovery adds to a route tree after it was first matched.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { test } from "node:test";

const require = createRequire(import.meta.url);
const router = require("@remix-run/router") as typeof import("@remix-run/router");

const ids = (matches: { route: { id?: string } }[] | null) => matches?.map((match) => match.route.id) ?? null;

test("both builds of @remix-run/router carry the patch", () => {
  const dist = require.resolve("@remix-run/router").replace(/router\.cjs\.js$/, "");
  for (const file of ["router.cjs.js", "router.js"]) {
    const source = readFileSync(`${dist}${file}`, "utf8");
    assert.match(source, /function rankedBranches\(routes\)/, `${file} is unpatched: run npm install`);
    assert.match(source, /routesVersion\+\+/, `${file} does not invalidate on patchRoutes`);
  }
});

test("a route tree matches the same paths however often it is matched", () => {
  const routes = [
    {
      id: "root",
      path: "/",
      children: [
        { id: "index", index: true },
        { id: "documents", path: "documents" },
        { id: "document", path: "documents/:documentId" },
        { id: "splat", path: "*" },
      ],
    },
  ];
  for (let round = 0; round < 3; round++) {
    assert.deepEqual(ids(router.matchRoutes(routes, "/")), ["root", "index"]);
    assert.deepEqual(ids(router.matchRoutes(routes, "/documents")), ["root", "documents"]);
    assert.deepEqual(ids(router.matchRoutes(routes, "/documents/7")), ["root", "document"]);
    assert.equal(router.matchRoutes(routes, "/documents/7")?.[1]?.params.documentId, "7");
    assert.deepEqual(ids(router.matchRoutes(routes, "/nowhere/else")), ["root", "splat"]);
  }
  // Another tree is matched on its own branches, not the first tree's.
  const other = [{ id: "only", path: "/documents" }];
  assert.deepEqual(ids(router.matchRoutes(other, "/documents")), ["only"]);
  assert.equal(router.matchRoutes(other, "/documents/7"), null);
});

test("a route found by lazy route discovery is matched on the tree that was matched before", async () => {
  // As Remix's browser router does (v3_lazyRouteDiscovery): a path the tree does not know yet asks
  // for its routes, which are patched into the tree already matched, and that tree is matched again.
  const app = router
    .createRouter({
      routes: [{ id: "root", path: "/", children: [{ id: "home", index: true }] }],
      history: router.createMemoryHistory(),
      patchRoutesOnNavigation: ({ path, patch }) => {
        if (path === "/templates") patch("root", [{ id: "templates", path: "templates" }]);
      },
    })
    .initialize();
  assert.deepEqual(ids(app.state.matches), ["root", "home"]);
  await app.navigate("/templates");
  assert.equal(app.state.errors, null);
  assert.deepEqual(ids(app.state.matches), ["root", "templates"]);
  app.dispose();
});
