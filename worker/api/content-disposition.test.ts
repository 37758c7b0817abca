import { describe, expect, it } from "vitest";
import { attachmentDisposition } from "./content-disposition";

describe("attachmentDisposition", () => {
  it("gives a plain fallback name and the exact UTF-8 name, escaping what RFC 5987 forbids", () => {
    expect(attachmentDisposition("Employee's Handbook (2026) — Zoë.pdf")).toBe(
      `attachment; filename="Employee's Handbook (2026) _ Zo_.pdf"; filename*=UTF-8''Employee%27s%20Handbook%20%282026%29%20%E2%80%94%20Zo%C3%AB.pdf`,
    );
  });

  it("never lets a name break out of the header", () => {
    expect(attachmentDisposition('a"b\r\nSet-Cookie: x.pdf')).not.toMatch(/[\r\n]/);
    expect(attachmentDisposition("")).toContain('filename="download"');
  });
});
