import { appErrorIn, HTTP_STATUS_BY_CODE } from "@charterly/domain/contract";
import { data } from "@remix-run/cloudflare";

/**
 * Runs a loader's read; a refusal of the domain (AppError: not found, busy database…) becomes a
 * route error response with the domain's status and message, so the route's ErrorBoundary can say
 * what failed (Remix hides a thrown Error's message in production). Anything else is thrown on.
 */
export async function readOrRouteError<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    const refusal = appErrorIn(error);
    if (refusal) throw data({ message: refusal.message }, { status: HTTP_STATUS_BY_CODE[refusal.code] });
    throw error;
  }
}

/** A read of a part of the page: its data, or the domain's refusal to say in that part. */
export type PartRead<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

/**
 * Runs the read of a part of the page (an opened row): a domain refusal is that part's answer,
 * said where the part would be, while the rest of the page shows. Anything else is thrown on.
 */
export async function readPart<T>(read: Promise<T>): Promise<PartRead<T>> {
  try {
    return { ok: true, data: await read };
  } catch (error) {
    const refusal = appErrorIn(error);
    if (refusal) return { ok: false, status: HTTP_STATUS_BY_CODE[refusal.code], message: refusal.message };
    throw error;
  }
}
