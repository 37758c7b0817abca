import type { CharterlyApi } from "../charterly-api";
import type { RecentEvents } from "../recent-events";

/** What the listeners need besides Bolt's arguments; tests pass fakes. */
export interface ListenerDeps {
  api: CharterlyApi;
  recentEvents: RecentEvents;
}
