import { SLACK_ACTIONS } from "@charterly/domain/contract";
import type { App, BlockAction, ButtonAction } from "@slack/bolt";
import type { ListenerDeps } from "../deps";
import { acknowledgePolicy } from "./acknowledge-policy";
import { answerFeedback } from "./answer-feedback";

export function registerActionListeners(app: App, deps: ListenerDeps) {
  app.action<BlockAction<ButtonAction>>(SLACK_ACTIONS.helpful, answerFeedback(deps, true));
  app.action<BlockAction<ButtonAction>>(SLACK_ACTIONS.notHelpful, answerFeedback(deps, false));
  app.action<BlockAction<ButtonAction>>(SLACK_ACTIONS.acknowledge, acknowledgePolicy(deps));
}
