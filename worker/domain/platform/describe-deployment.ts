import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DeploymentDto } from "../contract";

/**
 * Platform Settings → Deployment. What the Worker runs with can only be read by the runtime (its
 * bindings, version metadata); the domain decides who may see it.
 */
export function describeDeployment(actor: Actor, readDeployment: () => DeploymentDto): DeploymentDto {
  requirePermission(actor, "platform.settings");
  return readDeployment();
}
