import { CUSTOMER_EXPORT_FALLBACK_FILE_NAME } from "@charterly/domain/contract";
import { api } from "../../../lib/api-client";
import { saveBlob } from "../../../lib/save-blob";
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
  saveBlob(blob, fileName);
  return fileName;
}
