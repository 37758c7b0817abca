import { crossingKey, type HomeCrossing, sentByATest } from "./home-check";

/**
 * The statements that today name a table of the other home than the database they go through
 * (table-homes.ts): the work left before company data can leave the one database (issue 27 §3,
 * decision 027). Each is a join or a batch across the boundary that needs a design of its own: a
 * directory row that gates a company write, a company's name beside company rows, a platform screen
 * over all companies.
 *
 * The list only shrinks. In the tests a statement that crosses and is not listed fails
 * (homeCrossingCheck), so new code sends each statement through the database of its tables from the
 * start. `npm run list:home-crossings` prints what the tests send today, with the files that send
 * it; an entry nothing sends any more is taken out.
 */
export const KNOWN_CROSSINGS: ReadonlySet<string> = new Set([
  // Directory statements in one batch with company statements: a directory guard or change beside
  // company rows (stage 3 of decision 027), and counts read in one batch with company counts.
  "through company: companies (directory)",
  // Joins across the boundary: a company's name or state beside company rows, platform screens and
  // jobs over all companies (stage 4).
  "through company: chat_feedback (company), chat_messages (company), comments (company), companies (directory), company_people (company), company_settings (directory), deleted_companies (directory), document_acknowledgements (company), document_counts (company), document_review_reminders (company), document_versions (company), documents (company), domain_verifications (directory), email_change_requests (directory), enterprise_inquiries (directory), invitations (directory), knowledge_base_documents (company), knowledge_chunks (company), question_gaps (company), sessions (directory), slack_event_claims (directory), slack_notices (company), token_balances (company), token_requests (company), token_transactions (company), users (directory)",
  "through company: companies (directory), company_people (company), company_settings (directory), document_review_reminders (company), documents (company)",
  "through company: companies (directory), documents (company), knowledge_chunks (company)",
  "through company: companies (directory), slack_notices (company)",
  "through company: companies (directory), company_people (company), token_requests (company)",
  "through company: companies (directory), token_transactions (company)",
]);

/** The check the tests' databases run (worker/domain-context.ts): refuse an unknown crossing, or record all. */
export function homeCrossingCheck(mode: string | undefined): (crossing: HomeCrossing) => void {
  if (mode === "record") {
    return (crossing) => {
      if (!sentByATest(crossing)) console.log(`HOME-CROSSING ${crossingKey(crossing)} | ${crossing.file}`);
    };
  }
  return refuseUnknownCrossing;
}

function refuseUnknownCrossing(crossing: HomeCrossing): void {
  if (sentByATest(crossing) || KNOWN_CROSSINGS.has(crossingKey(crossing))) return;
  throw new Error(
    `A statement from ${crossing.file} crosses the directory/company boundary (decision 027), ${crossingKey(crossing)}. Send it through the database its tables live in (ctx.directory or ctx.db), or split it.`,
  );
}
