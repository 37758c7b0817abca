import { Link } from "@remix-run/react";
import { useId } from "react";
import { buttonStyles, cardStyles } from "../button-styles";
import { Glyph } from "../icon-sprite";
import { DialogOpener } from "../ui/dialog-opener";
import { CategoryBadge, CategoryIconTile } from "./category-badge";
import { DownloadPdfButton } from "./download-button";
import { SignUpLink } from "./sign-up-link";
import type { TemplateSummary } from "./types";

/** What a signed-in visitor can do from a card; absent for signed-out visitors. */
export interface TemplateCardActions {
  /** Enterprise plans customize (generate from) a template; the others download its PDF. */
  canCustomize: boolean;
  downloading: boolean;
  /** The template's preview page: where Preview leads before the page's JavaScript runs. */
  previewHref: string;
  onPreview: () => void;
  onDownload: () => void;
}

interface TemplateCardProps {
  template: TemplateSummary;
  actions: TemplateCardActions | null;
}

export function TemplateCard({ template, actions }: TemplateCardProps) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className={`${cardStyles} flex h-full flex-col p-5`}>
      <div className="flex items-start gap-3">
        <CategoryIconTile category={template.category} />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h3 id={titleId} className="font-semibold leading-snug">
              {template.name}
            </h3>
            {template.isPublic ? (
              <Glyph
                name="star"
                label="Public template"
                className="mt-0.5 size-4 shrink-0 fill-amber-400 text-amber-500 dark:fill-amber-300 dark:text-amber-300"
              />
            ) : null}
          </div>
          <div className="mt-1.5">
            <CategoryBadge category={template.category} />
          </div>
        </div>
      </div>

      {template.description ? (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{template.description}</p>
      ) : null}

      {actions === null ? (
        <Teaser template={template} />
      ) : (
        <SignedInActions template={template} actions={actions} />
      )}
    </article>
  );
}

function SignedInActions({ template, actions }: { template: TemplateSummary; actions: TemplateCardActions }) {
  return (
    <div className="mt-auto flex flex-wrap gap-2 pt-5">
      <DialogOpener
        href={actions.previewHref}
        onOpen={actions.onPreview}
        className={`${buttonStyles.secondary} grow`}
      >
        <Glyph name="eye" className="size-4" />
        Preview<span className="sr-only"> {template.name}</span>
      </DialogOpener>
      {actions.canCustomize ? (
        <Link to={`/generate?template=${template.id}`} className={`${buttonStyles.primary} grow`}>
          <Glyph name="pencil" className="size-4" />
          Customize<span className="sr-only"> {template.name}</span>
        </Link>
      ) : (
        <DownloadPdfButton
          className="grow"
          templateName={template.name}
          pending={actions.downloading}
          onClick={actions.onDownload}
        />
      )}
    </div>
  );
}

/** Signed out: the first lines of the public preview and an invitation to sign up. */
function Teaser({ template }: { template: TemplateSummary }) {
  return (
    <div className="mt-auto pt-4">
      <div className="rounded-md border border-dashed border-slate-300 bg-slate-50 p-3 text-sm dark:border-slate-700 dark:bg-slate-950/60">
        {template.previewContent ? (
          <p className="line-clamp-3 whitespace-pre-line text-slate-700 dark:text-slate-300">
            {template.previewContent}
          </p>
        ) : null}
        <p className="mt-1 font-medium text-indigo-700 italic dark:text-indigo-300">
          ...and much more with full access
        </p>
      </div>
      <SignUpLink className={`${buttonStyles.secondary} mt-4 w-full`}>
        <Glyph name="lock" className="size-4" />
        Sign Up to Access<span className="sr-only"> {template.name}</span>
      </SignUpLink>
    </div>
  );
}
