import type { PipeableStream } from "react-dom/server";

/**
 * A web `ReadableStream` that React's Node renderer (`renderToPipeableStream`) can pipe into, for
 * the Worker's Response. React calls `write`, `end`, `destroy` (a render that failed or was
 * stopped) and `on` on its destination, and `flush` when there is one; `cancel` (the browser went
 * away) stops the render.
 *
 * Writes are not held back: a page is tens of kilobytes, queued as React produces it. Each chunk
 * React writes is a view of a buffer it no longer touches, so it is queued as it is.
 */
export function htmlStream(): {
  body: ReadableStream<Uint8Array>;
  pipeFrom: (rendering: PipeableStream) => void;
} {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let rendering: PipeableStream | undefined;
  // Once the reader is gone, what React still writes (the end of the aborted render) goes nowhere.
  let reading = true;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel(reason) {
      reading = false;
      rendering?.abort(reason);
    },
  });
  const destination = {
    write(chunk: Uint8Array) {
      if (reading) controller.enqueue(chunk);
      return true;
    },
    end() {
      if (reading) controller.close();
    },
    destroy(error: unknown) {
      if (reading) controller.error(error);
    },
    on() {
      return destination;
    },
  };
  return {
    body,
    pipeFrom(r) {
      rendering = r;
      r.pipe(destination as unknown as Parameters<PipeableStream["pipe"]>[0]);
    },
  };
}
