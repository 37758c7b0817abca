import { describe, expect, it } from "vitest";
import { txtValue } from "./dns-over-https";

describe("txtValue", () => {
  it("joins a TXT record's quoted strings into one value, as DNS means them", () => {
    expect(txtValue('"charterly-verification=abc"')).toBe("charterly-verification=abc");
    expect(txtValue('"v=DKIM1; k=rsa; p=MIIB" "IjANBgkq"')).toBe("v=DKIM1; k=rsa; p=MIIBIjANBgkq");
    expect(txtValue('"say \\"hi\\""')).toBe('say "hi"');
  });

  it("reads a resolver's unquoted answer as it is", () => {
    expect(txtValue("charterly-verification=abc")).toBe("charterly-verification=abc");
  });
});
