import { describe, expect, it } from "vitest";
import { ScimError } from "./scim-error";
import { filterKey, matchesScimFilter, parseScimFilter } from "./scim-filter";
import { applyScimPatch } from "./scim-patch";
import { canonicalUser } from "./scim-user-resource";

// RFC 7644's own examples: the filters of §3.4.2.2 and the PATCH operations of §3.5.2, against a
// User resource shaped as the RFC's §8.2 example (Barbara Jensen), as this service answers it.

const ENTERPRISE = "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User";
const bjensen = {
  schemas: ["urn:ietf:params:scim:schemas:core:2.0:User", ENTERPRISE],
  id: "2819",
  externalId: "bjensen",
  userName: "bjensen@example.com",
  name: { formatted: "Ms. Barbara J Jensen, III", familyName: "Jensen", givenName: "Barbara" },
  title: "Tour Guide",
  userType: "Employee",
  active: true,
  emails: [{ value: "bjensen@example.com", type: "work", primary: true }],
  [ENTERPRISE]: { department: "Tour Operations", employeeNumber: "701984" },
  meta: { resourceType: "User", created: "2010-01-23T04:56:22Z", lastModified: "2011-05-13T04:42:34Z" },
};

const matches = (filter: string) => matchesScimFilter(bjensen, parseScimFilter(filter));

describe("RFC 7644 §3.4.2.2 filters", () => {
  it.each([
    ['userName eq "bjensen@example.com"', true],
    ['USERNAME EQ "BJensen@Example.com"', true],
    ['name.familyName co "ens"', true],
    ['userName sw "J"', false],
    ['userName sw "b"', true],
    ['urn:ietf:params:scim:schemas:core:2.0:User:userName sw "bj"', true],
    ["title pr", true],
    ["nickName pr", false],
    ['meta.lastModified gt "2011-05-13T04:42:34Z"', false],
    ['meta.lastModified ge "2011-05-13T04:42:34Z"', true],
    ['meta.lastModified lt "2011-05-13T04:42:34Z"', false],
    ['title pr and userType eq "Employee"', true],
    ['title pr or userType eq "Intern"', true],
    ['userType eq "Employee" and (emails co "example.com" or emails.value co "example.org")', true],
    ['userType ne "Employee" and not (emails co "example.com" or emails.value co "example.org")', false],
    ['userType eq "Employee" and emails[type eq "work" and value co "@example.com"]', true],
    [
      'emails[type eq "work" and value co "@example.com"] or ims[type eq "xmpp" and value co "@foo.com"]',
      true,
    ],
    ['emails[type eq "home"]', false],
    ['emails[type eq "work"].value eq "BJENSEN@example.com"', true],
    ['externalId eq "BJENSEN"', false],
    ['externalId eq "bjensen"', true],
    [`${ENTERPRISE}:department eq "tour operations"`, true],
    ["active eq true", true],
    ["active eq false", false],
  ])("%s → %s", (filter, expected) => {
    expect(matches(filter)).toBe(expected);
  });

  it("finds the indexed equality a lookup can use", () => {
    expect(filterKey(parseScimFilter('userName eq "A@b.example"'))).toEqual({
      by: "email",
      value: "A@b.example",
    });
    expect(filterKey(parseScimFilter('title pr and externalId eq "x1"'))).toEqual({
      by: "externalId",
      value: "x1",
    });
    expect(filterKey(parseScimFilter('emails[type eq "work"].value eq "a@b.example"'))).toEqual({
      by: "email",
      value: "a@b.example",
    });
    expect(filterKey(parseScimFilter('userName eq "a" or title pr'))).toBeNull();
  });

  it.each([
    'userName eq "open',
    "userName eq",
    'userName regex "x"',
    '(userName eq "a"',
    'userName eq "a" )',
    'emails[type eq "work"',
    'emails[type eq "work"].value pr',
    "urn:example:other:attr eq 1",
    "userName eq bare",
    "",
    "(".repeat(30),
  ])("refuses %j with invalidFilter", (filter) => {
    expect(() => parseScimFilter(filter)).toThrow(ScimError);
    try {
      parseScimFilter(filter);
    } catch (error) {
      expect((error as ScimError).scimType).toBe("invalidFilter");
      expect((error as ScimError).status).toBe(400);
    }
  });

  it("reads a long filter in time proportional to its length", () => {
    const terms = Array.from({ length: 150 }, (_, i) => `userName eq "u${i}@example.com"`).join(" or ");
    expect(terms.length).toBeLessThan(5_000);
    expect(() => parseScimFilter(terms)).toThrow(/at most/);
    const allowed = Array.from({ length: 60 }, (_, i) => `userName eq "u${i}@example.com"`).join(" or ");
    expect(matchesScimFilter(bjensen, parseScimFilter(allowed))).toBe(false);
  });
});

describe("RFC 7644 §3.5.2 PATCH operations", () => {
  const patch = (...operations: unknown[]) =>
    applyScimPatch(bjensen, {
      schemas: ["urn:ietf:params:scim:api:messages:2.0:PatchOp"],
      Operations: operations,
    });

  it("adds to a multi-valued attribute and replaces a value path's sub-attribute", () => {
    const added = patch({ op: "add", path: "emails", value: [{ value: "babs@jensen.org", type: "home" }] });
    expect(added.emails).toEqual([
      { value: "bjensen@example.com", type: "work", primary: true },
      { value: "babs@jensen.org", type: "home" },
    ]);
    const replaced = patch({
      op: "replace",
      path: 'addresses[type eq "work"].streetAddress',
      value: "911 Universal City Plaza",
    });
    expect(replaced.addresses).toEqual([{ type: "work", streetAddress: "911 Universal City Plaza" }]);
  });

  it("adds without a path (§3.5.2.1's example), removes by path and by value filter", () => {
    // Keys come out as the path named them; the service reads them whatever their case.
    const added = canonicalUser(
      patch({ op: "add", value: { emails: [{ value: "babs@jensen.org", type: "home" }], nickName: "Babs" } }),
    );
    expect(added).toMatchObject({ nickName: "Babs" });
    expect(added.emails).toHaveLength(2);
    expect(patch({ op: "remove", path: "title" })).not.toHaveProperty("title");
    expect(patch({ op: "remove", path: 'emails[type eq "work"]' }).emails).toEqual([]);
    expect(patch({ op: "remove", path: `${ENTERPRISE}:department` })[ENTERPRISE]).toEqual({
      employeeNumber: "701984",
    });
  });

  it("replaces the enterprise extension as a whole object", () => {
    const replaced = patch({ op: "replace", path: ENTERPRISE, value: { department: "Finance" } });
    expect(replaced[ENTERPRISE]).toEqual({ department: "Finance", employeeNumber: "701984" });
  });
});
