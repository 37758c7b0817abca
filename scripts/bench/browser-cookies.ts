// The Chrome DevTools Protocol, spoken directly (Node's WebSocket), for the one thing Lighthouse's
// options cannot do: put a cookie in the browser's own cookie jar.
//
// Why not Lighthouse's `extraHeaders: { cookie }`: a page the app answers signed in also sets the
// identity hint (__Host-charterly_identity, decision 024) in the browser's jar, and Lighthouse keeps
// cookies between runs. From then on Chrome sends the jar's Cookie header, which replaces the extra
// one, so the next page was requested without the session: a 401, the signed-out page, and the
// identity provider's sign-in page were measured instead of the page named (bench runs up to
// 2026-11-26 06:22: /documents, /chat and /admin).

interface CdpCookie {
  name: string;
  value: string;
  url?: string;
  domain?: string;
  path?: string;
  secure?: boolean;
  httpOnly?: boolean;
  sameSite?: "Strict" | "Lax" | "None";
}

async function browserCommand(port: number, method: string, params: Record<string, unknown>) {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  try {
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener("open", () => resolve(), { once: true });
      socket.addEventListener("error", () => reject(new Error("Could not reach Chrome's DevTools")), {
        once: true,
      });
    });
    return await new Promise<unknown>((resolve, reject) => {
      socket.addEventListener("message", (event) => {
        const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: unknown };
        if (message.id !== 1) return;
        if (message.error) reject(new Error(`${method}: ${JSON.stringify(message.error)}`));
        else resolve(message.result);
      });
      socket.send(JSON.stringify({ id: 1, method, params }));
    });
  } finally {
    socket.close();
  }
}

/** Empties the browser's cookie jar, then puts these cookies in it (none: signed out). */
export async function resetBrowserCookies(port: number, cookies: CdpCookie[]): Promise<void> {
  await browserCommand(port, "Storage.clearCookies", {});
  if (cookies.length > 0) await browserCommand(port, "Storage.setCookies", { cookies });
}

/** `name=value` (a Cookie header of one cookie) as the cookie the app itself would set for `url`. */
export function sessionCookieFor(url: string, header: string): CdpCookie {
  const at = header.indexOf("=");
  return {
    name: header.slice(0, at),
    value: header.slice(at + 1),
    url: new URL(url).origin,
    path: "/",
    secure: true,
    httpOnly: true,
    sameSite: "Lax",
  };
}
