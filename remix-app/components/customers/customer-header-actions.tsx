import { useState } from "react";
import { buttonStyles } from "../button-styles";
import { UsersIcon } from "../icons";
import { AddCustomerDialog } from "./add-customer/add-customer-dialog";
import { ExportButton } from "./export/export-button";

/** The page header's Export Excel and Add New Customer. */
export function CustomerHeaderActions() {
  const [adding, setAdding] = useState(false);
  return (
    <div className="flex flex-wrap gap-2">
      <ExportButton />
      <button type="button" className={buttonStyles.primary} onClick={() => setAdding(true)}>
        <UsersIcon className="size-4" />
        Add New Customer
      </button>
      <AddCustomerDialog open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}
