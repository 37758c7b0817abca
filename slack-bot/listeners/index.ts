import type { App } from "@slack/bolt";
import { registerActionListeners } from "./actions";
import { registerCommandListeners } from "./commands";
import type { ListenerDeps } from "./deps";
import { registerEventListeners } from "./events";

export type { ListenerDeps };

/** Every listener, by kind, as in Slack's Bolt starter template. */
export function registerListeners(app: App, deps: ListenerDeps) {
  registerEventListeners(app, deps);
  registerActionListeners(app, deps);
  registerCommandListeners(app, deps);
}
