import { TIER_LABELS, type Tier, templateRequiresPlanMessage } from "@charterly/domain/contract";
import { buttonStyles } from "../button-styles";
import { Glyph } from "../icon-sprite";

/**
 * In place of Preview and Download for a template above the person's plan: that it is locked, the
 * plan it needs, and the button to the upgrade path (no button that fails after the click).
 */
export function LockedTemplateActions({
  templateName,
  requiredTier,
  onUpgrade,
  compact = false,
}: {
  templateName: string;
  requiredTier: Tier;
  onUpgrade: () => void;
  /** In a table row: the note and the button on one line where there is room. */
  compact?: boolean;
}) {
  return (
    <div className={compact ? "flex flex-wrap items-center justify-end gap-2" : "space-y-3"}>
      <p className="flex items-center gap-1.5 text-sm text-slate-700 dark:text-slate-300">
        <Glyph name="lock" className="size-4 shrink-0 text-amber-700 dark:text-amber-300" />
        <span>
          <span className="font-medium">Locked.</span> {templateRequiresPlanMessage(requiredTier)}
        </span>
      </p>
      <button
        type="button"
        className={`${buttonStyles.secondary} whitespace-nowrap ${compact ? "px-3 py-1.5" : "w-full"}`}
        onClick={onUpgrade}
      >
        Upgrade to {TIER_LABELS[requiredTier]}
        <span className="sr-only"> for {templateName}</span>
      </button>
    </div>
  );
}
