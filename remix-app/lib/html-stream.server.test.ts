import { createElement, Suspense } from "react";
import { renderToPipeableStream } from "react-dom/server.node";
import { describe, expect, it } from "vitest";
import { htmlStream } from "./html-stream.server";

// What entry.server.tsx relies on: React's Node renderer, piped into a web stream a Response can
// carry, in the Workers runtime (these tests run in workerd, with nodejs_compat as the Worker).

/** Text that arrives later; `Later` shows it, suspending (its fallback shows) until then. */
function later(ready: Promise<string>) {
  const pending: { text?: string; waiting: Promise<void> } = { waiting: Promise.resolve() };
  pending.waiting = ready.then((text) => {
    pending.text = text;
  });
  return pending;
}

function Later({ pending }: { pending: ReturnType<typeof later> }) {
  if (pending.text === undefined) throw pending.waiting;
  return createElement("p", null, pending.text);
}

async function readAll(body: ReadableStream<Uint8Array>) {
  return new Response(body).text();
}

describe("htmlStream", () => {
  it("carries the page React renders, escaped as React escapes it", async () => {
    const { body, pipeFrom } = htmlStream();
    const rendering = renderToPipeableStream(
      createElement("main", { className: 'a&b "c"' }, "Travel < Expenses"),
      { onShellReady: () => pipeFrom(rendering) },
    );
    expect(await readAll(body)).toBe('<main class="a&amp;b &quot;c&quot;">Travel &lt; Expenses</main>');
  });

  it("streams the shell first, then what a Suspense boundary waited for, in the same body", async () => {
    let resolve!: (text: string) => void;
    const pending = later(new Promise<string>((r) => (resolve = r)));
    const { body, pipeFrom } = htmlStream();
    const rendering = renderToPipeableStream(
      createElement(
        "div",
        null,
        createElement(Suspense, { fallback: "Loading…" }, createElement(Later, { pending })),
      ),
      { onShellReady: () => pipeFrom(rendering) },
    );
    const reader = body.getReader();
    const decoder = new TextDecoder();
    const { value: shell } = await reader.read();
    expect(decoder.decode(shell)).toContain("Loading…");
    expect(decoder.decode(shell)).not.toContain("Answered");
    resolve("Answered");
    let rest = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      rest += decoder.decode(value);
    }
    expect(rest).toContain("<p>Answered</p>");
  });

  it("stops the render when the browser goes away", async () => {
    const pending = later(new Promise<string>(() => {}));
    const errors: unknown[] = [];
    const { body, pipeFrom } = htmlStream();
    const rendering = renderToPipeableStream(
      createElement(Suspense, { fallback: "Loading…" }, createElement(Later, { pending })),
      { onShellReady: () => pipeFrom(rendering), onError: (error) => void errors.push(error) },
    );
    const reader = body.getReader();
    await reader.read();
    await reader.cancel(new Error("The browser closed the page."));
    expect(errors).toEqual([new Error("The browser closed the page.")]);
  });
});
