// The company-name rule (decision 034): an allow-list of characters with a dot
// only where it cannot join two labels of a host, checked on the NFKC form, length first. Plain
// Node (node --test), with the contract as the browser and the Worker load it.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  COMPANY_NAME_LINK_MESSAGE,
  COMPANY_NAME_TOO_LONG_MESSAGE,
  companyNameField,
  isCompanyName,
  withInertLinks,
} from "@charterly/domain/contract";

const messages = (value: unknown) => {
  const result = companyNameField().safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("a company's name", () => {
  it("refuses the security review's four names, whatever the top-level domain or the dot", () => {
    for (const name of ["evil.help", "pay.services", "evil．com", "203.0.113.9/unlock"]) {
      assert.equal(isCompanyName(name), false, name);
      assert.deepEqual(messages(name), [COMPANY_NAME_LINK_MESSAGE], name);
    }
  });

  it("refuses other ways of writing an address", () => {
    for (const name of [
      "evil。com", // ideographic full stop
      "ｅｖｉｌ．ｃｏｍ", // full-width letters and dot
      "ACME.CO.UK",
      "www.example",
      "Acme https://evil.example/claim",
      "boss@evil",
      "Acme mailto:boss",
      "1.2.3.4",
      "evil\u200b.com", // a zero-width space is not an allowed character
      "Acme <b>",
    ]) {
      assert.equal(isCompanyName(name), false, name);
    }
  });

  it("accepts real company names, in any script, with initials and abbreviations", () => {
    for (const name of [
      "Acme Inc.",
      "J.P. Morgan & Co.",
      "Ünal Gıda A.Ş.",
      "株式会社テスト",
      "Smith & Sons Ltd.",
      "AT&T",
      "St. Mary's Hospital",
      "Acme, Inc.",
      "Yahoo! Japan",
      "Novo Nordisk A/S",
      "S.p.A. Italia",
      "Ann’s Bakery (Nord)",
      "ООО «Ромашка»",
      "شركة المثال",
    ]) {
      assert.equal(isCompanyName(name), true, name);
      assert.deepEqual(messages(name), [], name);
    }
  });

  it("refuses a 200,000-character name on its length alone, before any pattern, at once", () => {
    const started = performance.now();
    assert.deepEqual(messages("a.".repeat(100_000)), [COMPANY_NAME_TOO_LONG_MESSAGE]);
    assert.equal(isCompanyName("a".repeat(200_000)), false);
    // Generous: a few milliseconds in practice; a backtracking pattern took seconds, freezing the Worker.
    assert.ok(performance.now() - started < 1_000);
  });

  it("is required, trimmed and one line", () => {
    assert.deepEqual(messages("   "), ["Company name is required"]);
    assert.equal(companyNameField().parse("  Acme Inc.  "), "Acme Inc.");
    assert.ok(messages("Acme\tInc.").length > 0);
  });
});

describe("someone's text in a mail", () => {
  it("has every mark that could make a link inert, whatever the top-level domain", () => {
    assert.equal(withInertLinks("Pay at pay.services now"), "Pay at pay[.]services now");
    assert.equal(withInertLinks("evil．com"), "evil[．]com");
    assert.equal(withInertLinks("203.0.113.9/unlock"), "203[.]0[.]113[.]9/unlock");
    assert.equal(withInertLinks("https://evil.help/x"), "https[:]//evil[.]help/x");
    assert.equal(withInertLinks("ann@example.com"), "ann[@]example[.]com");
    assert.equal(withInertLinks("J.P. Morgan & Co., Inc. Note: fine"), "J.P. Morgan & Co., Inc. Note: fine");
  });

  it("is made inert in linear time", () => {
    const started = performance.now();
    withInertLinks(`${"a".repeat(100_000)}.${"\u0301".repeat(100_000)}`);
    withInertLinks("a.".repeat(100_000));
    assert.ok(performance.now() - started < 1_000);
  });
});
