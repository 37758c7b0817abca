import type { App } from "@slack/bolt";
import type { ListenerDeps } from "../deps";
import { appMention } from "./app-mention";
import { directMessage } from "./direct-message";

export function registerEventListeners(app: App, deps: ListenerDeps) {
  app.event("app_mention", appMention(deps));
  app.message(directMessage(deps));
}
