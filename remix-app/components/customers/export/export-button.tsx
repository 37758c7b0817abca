import { useState } from "react";
import { useReportFailure } from "../../../lib/report-failure";
import { buttonStyles } from "../../button-styles";
import { DownloadIcon } from "../../icons";
import { useToast } from "../../toast";
import { downloadCustomerExport } from "./download-customer-export";

const EXPORT_FAILED = {
  title: "Export Failed",
  description: "Failed to export customer data. Please try again.",
};

/** 'Export Excel': every customer and company as an .xlsx download. */
export function ExportButton() {
  const { toast } = useToast();
  const reportFailure = useReportFailure();
  const [busy, setBusy] = useState(false);

  const exportCustomers = async () => {
    setBusy(true);
    try {
      const fileName = await downloadCustomerExport();
      toast({ title: "Export Complete", description: `Saved ${fileName}.`, variant: "success" });
    } catch (error) {
      // The spec's fixed text, whatever the server said (signed out still reads as signed out).
      reportFailure(error, EXPORT_FAILED, { serverMessage: false });
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={buttonStyles.secondary}
      onClick={() => void exportCustomers()}
      disabled={busy}
    >
      <DownloadIcon className="size-4" />
      {busy ? "Exporting…" : "Export Excel"}
    </button>
  );
}
