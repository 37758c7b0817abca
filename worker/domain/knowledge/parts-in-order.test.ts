import { describe, expect, it } from "vitest";
import { ANY, inOrder, inOrderOnOneLine, nearInOrder } from "./parts-in-order";

describe("parts of a pattern found in order", () => {
  it("finds the parts in order on one line, as `A.*B` did", () => {
    const addAnd = inOrderOnOneLine(/\badd\b/i, /\d/, /\band\b/i, /\d/);
    expect(addAnd.test("Can you add 19 and 24 for me?")).toBe(true);
    expect(addAnd.test("add 19 and twenty-four")).toBe(false);
    expect(addAnd.test("add 19\nand 24")).toBe(false);
  });

  it("lets a part run over a line break but not the gap between parts, as `A.*B` did", () => {
    const conversion = inOrder(/\d\s*km\b/i, /\bin\s+miles\b/i);
    expect(conversion.test("How far is 5 km in miles?")).toBe(true);
    expect(conversion.test("5\nkm in miles")).toBe(true);
    expect(conversion.test("5 km in\nmiles")).toBe(true);
    expect(conversion.test("5 km\nin miles")).toBe(false);
    expect(conversion.test("in miles, 5 km")).toBe(false);
    // Read one line at a time, inOrderOnOneLine never lets a part run over a line break.
    expect(inOrderOnOneLine(/\d\s*km\b/i, /\bin\s+miles\b/i).test("5\nkm in miles")).toBe(false);
  });

  it("finds each part within so many characters of the one before, as `A.{0,20}B.{0,20}C` did", () => {
    const approve = nearInOrder(
      ANY,
      /\b(?:approve|grant)\b/i,
      [20, /\b(?:my|the)\b/i],
      [20, /\b(?:leave|expenses?)\b/i],
    );
    expect(approve.test("Please approve my leave now")).toBe(true);
    expect(approve.test("approve, as soon as you can, my leave")).toBe(false);
    // Twenty characters between the parts, then twenty-one.
    expect(approve.test(`approve ${"x".repeat(18)} my ${"y".repeat(18)} leave`)).toBe(true);
    expect(approve.test(`approve ${"x".repeat(19)} my leave`)).toBe(false);
    // `.` is any character but a line break.
    expect(approve.test("approve\nmy leave")).toBe(false);
    // A later match of a part can complete what the first one could not.
    expect(approve.test("grant the thing that is far away from any word, then approve the expenses")).toBe(
      true,
    );
  });

  it("keeps to the characters the gap allows", () => {
    const ignore = nearInOrder(/[^.?!]/, /\bignore\b/i, [40, /\binstructions\b/i]);
    expect(ignore.test("Ignore all of your\nprevious instructions")).toBe(true);
    expect(ignore.test("Ignore it. The instructions are clear")).toBe(false);
  });
});
