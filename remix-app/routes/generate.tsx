import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ScreenPlaceholder } from "../components/screen-placeholder";
import { requirePageAccess } from "../lib/page-guard.server";

export const meta: MetaFunction = () => [{ title: "Generate Document · Charterly" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requirePageAccess(request, context, "signedIn");
  return { user };
}

export default function GenerateDocumentRoute() {
  const { user } = useLoaderData<typeof loader>();
  return <ScreenPlaceholder user={user} title="Generate Document" />;
}
