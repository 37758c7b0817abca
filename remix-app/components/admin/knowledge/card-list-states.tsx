import type { ReactNode } from "react";
import { LoadFailure, Loading } from "../../documents/load-status";
import type { ResourceState } from "../../documents/resource-state";

/** A card's list as it loads: loading, why it failed (with Try again), empty, or the items. */
export function CardListStates<T>({
  resource,
  loadingLabel,
  failureTitle,
  emptyText,
  children,
}: {
  resource: ResourceState<T[]> & { reload: () => Promise<void> };
  loadingLabel: string;
  failureTitle: string;
  emptyText: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  if (resource.status === "failed")
    return (
      <div className="p-5">
        <LoadFailure error={resource.error} title={failureTitle} onRetry={resource.reload} />
      </div>
    );
  if (resource.status !== "loaded")
    return (
      <div className="px-5">
        <Loading label={loadingLabel} />
      </div>
    );
  if (resource.data.length === 0)
    return <p className="p-5 text-sm text-slate-600 dark:text-slate-400">{emptyText}</p>;
  return <>{children(resource.data)}</>;
}
