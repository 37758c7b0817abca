// react-dom ships its Node server build (used by entry.server.tsx) without a type file of its own;
// its API is react-dom/server's.
declare module "react-dom/server.node" {
  export { renderToPipeableStream } from "react-dom/server";
}
