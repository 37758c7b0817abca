import { type CurrentUser, can, updateProfileBody } from "@charterly/domain/contract";
import { updateProfile } from "@charterly/domain/operations";
import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useFetcher, useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { AppShell } from "../components/app-shell";
import { buttonStyles, cardStyles, linkStyles } from "../components/button-styles";
import { ErrorList, Field } from "../components/forms/field";
import { useContractForm } from "../components/forms/use-contract-form";
import { Notice } from "../components/notice";
import { useToast } from "../components/toast";
import { Modal } from "../components/ui/modal";
import { StatusButton } from "../components/ui/status-button";
import { formConstraint, parseForm } from "../lib/conform-zod";
import { unknownIntent } from "../lib/form-result.server";
import { updateProfileSchema } from "../lib/form-schemas";
import { keepFormOnFailure, unansweredMessage } from "../lib/keep-form-on-failure";
import { requirePageAccess } from "../lib/page-guard.server";
import { PROFILE_EMAIL_PATH, PROFILE_PATH } from "../lib/profile-intents";
import { keepPageWhenUnanswered } from "../lib/revalidation";
import { ADMIN_SETTINGS_PATH } from "../lib/sidebar-entries";
import { answerSubmission } from "../lib/submission-answer.server";

// Edit Profile (/profile): the signed-in person's names and, for admins, the company's. The profile
// menu's Edit Profile dialog is this route's form too (EditProfileDialog, loaded when it opens), posted
// here with a fetcher. Before the page's JavaScript runs the menu's button is a link here, so the
// page also offers the menu's other items (Change Email, Admin Settings, Sign Out).

export const meta: MetaFunction = () => [{ title: "Edit Profile · Charterly" }];

const UPDATE_PROFILE = "update-profile";
/** The form's one intent and the API operation it makes (PUT /api/profile: no rate limit). */
export const EDIT_PROFILE_OPERATIONS = { [UPDATE_PROFILE]: "updateProfile" } as const;
const PROFILE_UPDATED = { title: "Profile Updated", description: "Your profile has been saved." };

export async function loader({ context }: LoaderFunctionArgs) {
  const { user } = requirePageAccess(context);
  // The form's required and maxLength attributes, for the page drawn before zod is in the browser.
  return { user, constraint: formConstraint(updateProfileBody) };
}

/** PUT /api/profile's schema and operation; the operation decides who may rename the company. */
export async function action({ request, context }: ActionFunctionArgs) {
  const session = requirePageAccess(context);
  const form = await request.formData();
  if (form.get("intent") !== UPDATE_PROFILE) throw unknownIntent();
  return answerSubmission(parseForm(form, updateProfileBody), async (body) => {
    // The company name the form showed: left as it is, it renames nothing; changed on a company
    // renamed by someone else meanwhile, it is the domain's 409 by the field (a stale form).
    const seen = form.get("seenCompanyName");
    const user = await updateProfile(context.domain, session.actor, body, {
      seenCompanyName: typeof seen === "string" ? seen : undefined,
    });
    // Without JavaScript the answer is the page, whose loaders run after this action in the same
    // request and read the person from the load context: they show the saved names.
    context.session = { ...session, user };
  });
}

export const clientAction = keepFormOnFailure;

export const shouldRevalidate = keepPageWhenUnanswered;

export default function ProfileRoute() {
  const { user, constraint } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  return (
    <AppShell user={user}>
      <div className="max-w-2xl space-y-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Edit Profile</h1>
        <section aria-label="Edit Profile" className={`${cardStyles} p-5`}>
          <EditProfileForm user={user} constraint={constraint} posted={posted?.result} />
        </section>
        <nav aria-label="Profile" className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <Link to={PROFILE_EMAIL_PATH} className={linkStyles}>
            Change Email
          </Link>
          {can(user, "platform.settings") ? (
            <Link to={ADMIN_SETTINGS_PATH} className={linkStyles}>
              Admin Settings
            </Link>
          ) : null}
          {/* A full navigation (the endpoint answers with a redirect). */}
          <a href="/api/force-logout" className={linkStyles}>
            Sign Out
          </a>
        </nav>
      </div>
    </AppShell>
  );
}

/** Edit Profile over any page (the profile menu): this route's form in a dialog. */
export function EditProfileDialog({
  open,
  onClose,
  user,
}: {
  open: boolean;
  onClose: () => void;
  user: CurrentUser;
}) {
  return (
    <Modal open={open} onClose={onClose} title="Edit Profile" size="max-w-md">
      <EditProfileForm user={user} onClose={onClose} />
    </Modal>
  );
}

interface EditProfileFormProps {
  user: CurrentUser;
  /** The loader's constraints (the page); the dialog's come from the schema, loaded before it opens. */
  constraint?: ReturnType<typeof formConstraint>;
  /** The answer to the page's form posted without JavaScript. */
  posted?: SubmissionResult<string[]>;
  onClose?: () => void;
}

/**
 * First and last name; the company name for admins. Saved, Remix reads the page's loaders again, so
 * the new name is everywhere (the profile menu, the sidebar); without JavaScript the page comes
 * back with the errors by their fields and what was typed, or saying it was saved.
 */
function EditProfileForm({ user, constraint, posted, onClose }: EditProfileFormProps) {
  const fetcher = useFetcher<typeof action>();
  const { toast } = useToast();
  const revalidator = useRevalidator();
  // The company's admins (and the platform admin) may rename it.
  const companyEditable = can(user, "company.rename");
  // A failure nobody answered (offline, a 5xx) is keepFormOnFailure's answer, not a submission's.
  const answer = fetcher.data;
  const unanswered = unansweredMessage(answer);
  const lastResult = answer && "result" in answer ? answer.result : posted;
  const [form, fields] = useContractForm(updateProfileSchema, {
    lastResult,
    constraint,
    defaultValue: {
      firstName: user.firstName ?? "",
      lastName: user.lastName ?? "",
      companyName: user.companyName,
    },
  });
  // Once per answer (the latest toast, dialog and revalidator are used, none of them a reason to run).
  const onAnswer = useRef((_: typeof answer) => {});
  onAnswer.current = (answered) => {
    if (!answered || !("result" in answered)) return;
    if (answered.result.status === "success") {
      toast({ ...PROFILE_UPDATED, variant: "success" });
      onClose?.();
    }
    // A stale form (the company renamed meanwhile; the field's error names the new name): Remix does
    // not read the page again after a refusal, so it is asked to. The form then counts the new name
    // as the one it showed, and Save again renames the company knowingly.
    if (answered.code === "conflict") revalidator.revalidate();
  };
  useEffect(() => onAnswer.current(answer), [answer]);

  const pending = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      action={PROFILE_PATH}
      {...getFormProps(form)}
      className="space-y-4"
      aria-busy={pending}
    >
      <input type="hidden" name="intent" value={UPDATE_PROFILE} />
      {/* What the form showed: a company renamed by someone else meanwhile is not renamed back. */}
      {companyEditable ? <input type="hidden" name="seenCompanyName" value={user.companyName} /> : null}
      {posted?.status === "success" && !answer ? (
        <Notice tone="success" title={PROFILE_UPDATED.title}>
          {PROFILE_UPDATED.description}
        </Notice>
      ) : null}
      {unanswered ? (
        <Notice tone="error" title="Update Failed">
          {unanswered}
        </Notice>
      ) : null}
      <ErrorList id={form.errorId} errors={form.errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="First name"
          inputProps={{
            ...getInputProps(fields.firstName, { type: "text" }),
            autoComplete: "given-name",
            autoFocus: Boolean(onClose),
          }}
          errors={fields.firstName.errors}
        />
        <Field
          label="Last name"
          inputProps={{ ...getInputProps(fields.lastName, { type: "text" }), autoComplete: "family-name" }}
          errors={fields.lastName.errors}
        />
      </div>
      <Field
        label="Email"
        inputProps={{ id: `${form.id}-email`, type: "email", readOnly: true, defaultValue: user.email }}
        hint="Change it with Change Email in the profile menu: the new address must be verified."
      />
      {companyEditable ? (
        <Field
          label="Company name"
          inputProps={{
            ...getInputProps(fields.companyName, { type: "text" }),
            required: true,
            autoComplete: "organization",
          }}
          errors={fields.companyName.errors}
        />
      ) : (
        <Field
          label="Company name"
          inputProps={{
            id: fields.companyName.id,
            type: "text",
            readOnly: true,
            defaultValue: user.companyName,
          }}
          hint="Only company admins can rename the company."
        />
      )}
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end dark:border-slate-800">
        {onClose ? (
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            Cancel
          </button>
        ) : null}
        <StatusButton type="submit" status={pending ? "pending" : "idle"}>
          Save
        </StatusButton>
      </div>
    </fetcher.Form>
  );
}
