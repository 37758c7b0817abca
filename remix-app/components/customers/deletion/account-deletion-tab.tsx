import {
  type DeletedCompanyDto,
  type DeletionCandidateDto,
  RECYCLE_BIN_RETENTION_DAYS,
} from "@charterly/domain/contract";
import { useRevalidator } from "@remix-run/react";
import { useState } from "react";
import { type FailureText, useReportFailure } from "../../../lib/report-failure";
import { loadedResource } from "../../documents/use-api-resource";
import { useToast } from "../../toast";
import { CompanyDeletionList, companyLabel } from "./company-deletion-list";
import { deleteCompany, permanentlyDeleteCompany, restoreCompany } from "./deletion-api";
import { DeletionDialog, type DeletionTarget } from "./deletion-dialog";
import { RecycleBinList } from "./recycle-bin-list";

const DELETE_FAILED: FailureText = { title: "Delete Failed", description: "Failed to delete company." };
const RESTORE_FAILED: FailureText = { title: "Restore Failed", description: "Failed to restore company." };
const PERMANENT_DELETE_FAILED: FailureText = {
  title: "Permanent Delete Failed",
  description: "Failed to permanently delete company.",
};

/**
 * Customer Management → Account Deletion (administration side §2, §4 'Company lifecycle', §8):
 * the companies to delete from (each asked first, with what it holds) and the recycle bin, with
 * Restore and Permanently Delete (asked first). Failures show the server's message. Both lists are
 * the section loader's (routes/admin_.customers.deletion.tsx); after a change Remix reads them again.
 */
export function AccountDeletionTab({
  candidates,
  recycleBin,
}: {
  candidates: DeletionCandidateDto[];
  recycleBin: DeletedCompanyDto[];
}) {
  const { toast } = useToast();
  const reportFailure = useReportFailure();
  const revalidator = useRevalidator();
  const companies = loadedResource(candidates);
  const deleted = loadedResource(recycleBin);
  const [target, setTarget] = useState<DeletionTarget | null>(null);
  const [problem, setProblem] = useState<FailureText | null>(null);
  const [busy, setBusy] = useState(false);
  const [restoringId, setRestoringId] = useState<number | null>(null);

  const reloadBoth = () => revalidator.revalidate();
  const ask = (next: DeletionTarget) => {
    setProblem(null);
    setTarget(next);
  };

  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    try {
      if (target.kind === "delete") {
        await deleteCompany(target.companyId);
        toast({
          title: "Company Deleted",
          description: `${target.name} was moved to the recycle bin. It will be permanently deleted in ${RECYCLE_BIN_RETENTION_DAYS} days unless you restore it.`,
          variant: "success",
        });
      } else {
        const answer = await permanentlyDeleteCompany(target.companyId);
        toast({
          title: "Permanently Deleted",
          description: answer.complete
            ? `${target.name} and all its data were deleted for good.`
            : `${target.name} is being deleted for good; what remains goes within minutes.`,
          variant: "success",
        });
      }
      setTarget(null);
    } catch (error) {
      setProblem(reportFailure(error, target.kind === "delete" ? DELETE_FAILED : PERMANENT_DELETE_FAILED));
    } finally {
      setBusy(false);
      void reloadBoth();
    }
  };

  const restore = async (companyId: number, name: string) => {
    setRestoringId(companyId);
    try {
      await restoreCompany(companyId);
      toast({
        title: "Company Restored",
        description: `${name} is active again: its people can sign in.`,
        variant: "success",
      });
    } catch (error) {
      reportFailure(error, RESTORE_FAILED);
    } finally {
      setRestoringId(null);
      void reloadBoth();
    }
  };

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-semibold">Account Deletion</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Delete companies and manage the recycle bin.
        </p>
      </div>
      <CompanyDeletionList
        companies={companies}
        onDelete={(company) => ask({ kind: "delete", companyId: company.id, name: companyLabel(company) })}
      />
      <RecycleBinList
        deleted={deleted}
        restoringId={restoringId}
        onRestore={(company) => void restore(company.id, companyLabel(company.companyData))}
        onPermanentDelete={(company) =>
          ask({ kind: "permanent", companyId: company.id, name: companyLabel(company.companyData) })
        }
      />
      <DeletionDialog
        target={target}
        busy={busy}
        problem={problem}
        onConfirm={() => void confirm()}
        onCancel={() => setTarget(null)}
      />
    </div>
  );
}
