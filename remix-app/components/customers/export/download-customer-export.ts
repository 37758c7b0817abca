import { CUSTOMER_EXPORT_FALLBACK_FILE_NAME } from "@charterly/domain/contract";
import { api } from "../../../lib/api-client";
import { fileNameFromDisposition } from "../../templates/download-template";

/**
 * Export Excel: GET /api/admin/customers/export and save the workbook under the name its
 * Content-Disposition proposes (customer-export-YYYY-MM-DD.xlsx), or customer-export.xlsx (spec §7).
 * Answers the name it was saved as.
 */
export async function downloadCustomerExport(): Promise<string> {
  const response = await api.admin.customers.export.$get();
  const blob = await response.blob();
  const fileName =
    fileNameFromDisposition(response.headers.get("Content-Disposition")) ??
    CUSTOMER_EXPORT_FALLBACK_FILE_NAME;
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
  return fileName;
}
