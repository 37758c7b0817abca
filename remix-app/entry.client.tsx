import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { readyToHydrate } from "./lib/dashboard-chunk";

// The dashboard's code is a chunk of its own (lib/dashboard-chunk.ts): when the page is the
// dashboard, it is loaded before React hydrates, so no part of the page is hydrated without its code.
void readyToHydrate().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
});
