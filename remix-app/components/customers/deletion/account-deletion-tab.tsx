import {
  type CompanyPurgedDto,
  type CompanyRestoredDto,
  type DeletedCompanyDto,
  type DeletionCandidateDto,
  type DeletionInfoDto,
  RECYCLE_BIN_RETENTION_DAYS,
} from "@charterly/domain/contract";
import {
  useActionData,
  useFetcher,
  useLocation,
  useNavigate,
  useNavigation,
  useRevalidator,
  useSearchParams,
} from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { DELETION_INTENTS, DELETION_PARAMS } from "../../../lib/customer-intents";
import type { FormResult } from "../../../lib/form-result";
import type { FailureText } from "../../../lib/report-failure";
import { loadedResource } from "../../documents/resource-state";
import { Notice } from "../../notice";
import { useToast } from "../../toast";
import { CompanyDeletionList, companyLabel } from "./company-deletion-list";
import { DeletionDialog, type DeletionTarget } from "./deletion-dialog";
import { RecycleBinList, restoredText } from "./recycle-bin-list";

const FAILED_TITLES: Record<string, string> = {
  [DELETION_INTENTS.delete]: "Delete Failed",
  [DELETION_INTENTS.restore]: "Restore Failed",
  [DELETION_INTENTS.purge]: "Permanent Delete Failed",
};

const deletedText = (name: string) =>
  `${name} was moved to the recycle bin. It will be permanently deleted in ${RECYCLE_BIN_RETENTION_DAYS} days unless you restore it.`;
const purgedText = (name: string, answer: CompanyPurgedDto) =>
  answer.complete
    ? `${name} and all its data were deleted for good.`
    : `${name} is being deleted for good; what remains goes within minutes.`;

/**
 * Customer Management → Account Deletion (administration side §2, §4 'Company lifecycle', §8):
 * the companies to delete from (each asked first, with what it holds) and the recycle bin, with
 * Restore and Permanently Delete (asked first). Each is a form posted to the section's action
 * (routes/admin_.customers.deletion.tsx); failures show the domain's message, and Remix reads both
 * lists again after each. The question has its own address (?delete=<company>, ?purge=<company>),
 * whose loader reads what the company holds: with JavaScript the dialog opens at once and goes
 * there (replacing the address, so Back leaves the page); without it the question is a section
 * above the lists, where the answer is said too.
 */
export function AccountDeletionTab({
  candidates,
  recycleBin,
  deletionInfo,
}: {
  candidates: DeletionCandidateDto[];
  recycleBin: DeletedCompanyDto[];
  /** What the company asked about holds, read by the loader for the question without JavaScript. */
  deletionInfo: DeletionInfoDto | null;
}) {
  const { toast } = useToast();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [params] = useSearchParams();
  const companies = loadedResource(candidates);
  const deleted = loadedResource(recycleBin);
  const fetcher = useFetcher<FormResult<unknown>>();
  // Only a form posted without JavaScript (a document POST) sets the route's action data.
  const posted = useActionData<FormResult<unknown>>();
  const [target, setTarget] = useState<DeletionTarget | null>(() =>
    posted ? null : askedTarget(params, deletionInfo),
  );
  const [problem, setProblem] = useState<FailureText | null>(null);
  const targetRef = useRef(target);
  targetRef.current = target;

  // The dialog's answer, once: a toast and closed, or why it failed, in the dialog.
  const answered = fetcher.data;
  useEffect(() => {
    const asked = targetRef.current;
    if (!answered || !asked) return;
    if (answered.ok) {
      toast(
        answered.intent === DELETION_INTENTS.purge
          ? {
              title: "Permanently Deleted",
              description: purgedText(asked.name, answered.value as CompanyPurgedDto),
              variant: "success",
            }
          : { title: "Company Deleted", description: deletedText(asked.name), variant: "success" },
      );
      setTarget(null);
      navigate(pathname, { replace: true, preventScrollReset: true });
    } else setProblem({ title: FAILED_TITLES[answered.intent] ?? "Failed", description: answered.message });
  }, [answered, toast, navigate, pathname]);

  // The question's address, whose loader reads what the company holds.
  const ask = (next: DeletionTarget) => {
    setProblem(null);
    setTarget(next);
    const param = next.kind === "permanent" ? DELETION_PARAMS.permanent : DELETION_PARAMS.delete;
    navigate(`${pathname}?${param}=${next.companyId}`, { replace: true, preventScrollReset: true });
  };
  const cancel = () => {
    setTarget(null);
    navigate(pathname, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-semibold">Account Deletion</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Delete companies and manage the recycle bin.
        </p>
      </div>
      {posted ? <PostedAnswer result={posted} /> : null}
      <DeletionDialog
        target={target}
        info={deletionInfo}
        reading={navigation.state === "loading" || revalidator.state === "loading"}
        onRetry={() => revalidator.revalidate()}
        fetcher={fetcher}
        problem={problem}
        onCancel={cancel}
        closeHref={pathname}
      />
      <CompanyDeletionList
        companies={companies}
        onDelete={(company) => ask({ kind: "delete", companyId: company.id, name: companyLabel(company) })}
      />
      <RecycleBinList
        deleted={deleted}
        onPermanentDelete={(company) =>
          ask({ kind: "permanent", companyId: company.id, name: companyLabel(company.companyData) })
        }
      />
    </div>
  );
}

/** The question the address asks without JavaScript, about the company the loader read. */
function askedTarget(params: URLSearchParams, info: DeletionInfoDto | null): DeletionTarget | null {
  if (!info) return null;
  const kind = params.has(DELETION_PARAMS.permanent) ? "permanent" : "delete";
  // Only what may still be done: deleting an active company, purging one in the recycle bin.
  if ((kind === "permanent") !== (info.company.deletedAt !== null)) return null;
  return { kind, companyId: info.company.id, name: companyLabel(info.company) };
}

/** The answer to a form sent before the page's JavaScript ran, above the lists. */
function PostedAnswer({ result }: { result: FormResult<unknown> }) {
  if (!result.ok)
    return (
      <Notice tone="error" title={FAILED_TITLES[result.intent] ?? "Failed"}>
        {result.message}
      </Notice>
    );
  if (result.intent === DELETION_INTENTS.restore) {
    const restored = result.value as CompanyRestoredDto;
    return (
      <Notice tone="success" title="Company Restored">
        {restoredText(companyLabel(restored))}
      </Notice>
    );
  }
  if (result.intent === DELETION_INTENTS.purge) {
    const purged = result.value as CompanyPurgedDto;
    return (
      <Notice tone="success" title="Permanently Deleted">
        {purgedText(purged.name, purged)}
      </Notice>
    );
  }
  const moved = result.value as DeletedCompanyDto;
  return (
    <Notice tone="success" title="Company Deleted">
      {deletedText(companyLabel(moved.companyData))}
    </Notice>
  );
}
