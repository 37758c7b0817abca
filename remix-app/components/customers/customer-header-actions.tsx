import { useLocation } from "@remix-run/react";
import { useState } from "react";
import { ADD_CUSTOMER_PARAM } from "../../lib/customer-intents";
import { buttonStyles } from "../button-styles";
import { UsersIcon } from "../icons";
import { DialogOpener } from "../ui/dialog-opener";
import { AddCustomerDialog } from "./add-customer/add-customer-dialog";
import { ExportButton } from "./export/export-button";

/**
 * The page header's Export Excel and Add New Customer. The dialog posts to the action of the
 * section shown (each section's route has it); without JavaScript the button leads to the Customer
 * List, where the form is a section of the page.
 */
export function CustomerHeaderActions() {
  const [adding, setAdding] = useState(false);
  const { pathname } = useLocation();
  return (
    <div className="flex flex-wrap gap-2">
      <ExportButton />
      <DialogOpener
        href={`/admin/customers/list?${ADD_CUSTOMER_PARAM}=customer`}
        className={buttonStyles.primary}
        onOpen={() => setAdding(true)}
      >
        <UsersIcon className="size-4" />
        Add New Customer
      </DialogOpener>
      <AddCustomerDialog
        open={adding}
        onClose={() => setAdding(false)}
        action={pathname}
        closeHref={pathname}
      />
    </div>
  );
}
