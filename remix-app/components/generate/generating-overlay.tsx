import { BusyOverlay } from "../ui/busy-overlay";

/** The full-screen 'Generating Document' overlay. */
export function GeneratingOverlay({ active }: { active: boolean }) {
  return (
    <BusyOverlay
      active={active}
      title="Generating Document"
      detail="Writing your policy from the template. This can take up to a minute."
    />
  );
}
