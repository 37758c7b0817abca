import type { App } from "@slack/bolt";
import type { ListenerDeps } from "../deps";
import { charterlyCommand } from "./charterly-command";

export function registerCommandListeners(app: App, deps: ListenerDeps) {
  app.command("/charterly", charterlyCommand(deps));
}
