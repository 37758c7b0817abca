// Sample texts shared by the export tests.

/** Characters outside WinAnsi: accents, dashes, currency, maths, arrows, CJK and an emoji. */
export const UNICODE_SAMPLE = "Zoë — €50 ≥ 40 → ✓ 中文 😀";

export const SHORT_POLICY = `TRAVEL AND EXPENSES POLICY
Company: Acme Ltd

1. Purpose

This policy explains how employees book travel and claim expenses.

2. Booking Travel

2.1 Approvals

Managers approve every trip before it is booked.

Required documents:
- A receipt for every claim
- The approved travel request`;

/** About fifty A4 pages: 120 numbered sections, each a heading and two long paragraphs. */
export function longPolicy(sections = 120): string {
  const sentence = "Employees must keep accurate records of every business expense and submit them on time. ";
  const parts = ["LONG POLICY"];
  for (let i = 1; i <= sections; i++) {
    parts.push(`${i}. Section ${i}`, sentence.repeat(8).trim(), sentence.repeat(6).trim());
  }
  return parts.join("\n\n");
}
