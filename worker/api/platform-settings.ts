import { Hono } from "hono";
import type { ApiEnv } from "./types";

// Filled in by the issue-10 work (platform administration).
export const platformSettingsRoutes = new Hono<ApiEnv>();
