import { describe, expect, it } from "vitest";
import { contentTerms, porterStem, stem, stemVariants } from "./query-terms";

describe("the words of a question as search and the answer compare them", () => {
  it("meets a word in its other forms: classified and classification, -ise and -ize", () => {
    expect(stem("classified")).toBe(stem("classification"));
    expect(stem("classify")).toBe(stem("classifications"));
    expect(stem("notified")).toBe(stem("notification"));
    expect(stem("qualified")).toBe(stem("qualifications"));
    expect(stem("authorised")).toBe(stem("authorized"));
    expect(stem("authorisation")).toBe(stem("authorization"));
    expect(stem("organise")).toBe(stem("organization"));
    expect(contentTerms("What are the data classification levels?").sort()).toEqual(
      contentTerms("what levels of data are classified").sort(),
    );
  });

  it("keeps words that only look like -ise spellings apart from their neighbours", () => {
    expect(stem("premises")).toBe(porterStem("premises"));
    expect(stem("promise")).toBe(porterStem("promise"));
    expect(stem("exercise")).toBe(porterStem("exercise"));
    expect(stem("otherwise")).toBe(porterStem("otherwise"));
    expect(stem("praise")).toBe(porterStem("praise"));
    expect(stem("supervised")).toBe(porterStem("supervised"));
  });

  it("asks the full-text index (plain Porter) for the forms it stems apart, each meaning the same", () => {
    expect(stemVariants("classified")).toEqual(["classification"]);
    expect(stemVariants("classification")).toEqual(["classify"]);
    expect(stemVariants("authorised")).toEqual(["authorized"]);
    expect(stemVariants("authorized")).toEqual(["authorised"]);
    expect(stemVariants("holiday")).toEqual([]);
    for (const word of ["classified", "classification", "authorised", "authorized", "minimise"]) {
      for (const form of stemVariants(word)) {
        expect(stem(form)).toBe(stem(word));
        expect(porterStem(form)).not.toBe(porterStem(word));
      }
    }
  });
});
