// Customer Management → Token Management's writes as route actions (routes/admin_.customers.tokens.tsx):
// Add Credits and Process answer as the page renders them without JavaScript — a field's message
// with a 400, the domain's 404/409 for a stale form, 403 for anyone but a platform administrator —
// and a form sent twice credits once.
import { beforeAll, describe, expect, it } from "vitest";
import { action } from "../../remix-app/routes/admin_.customers.tokens";
import { createCompany, createTokenBalance, type Person, person, platformAdmin } from "../support/fixtures";
import { postForm } from "../support/page-route-requests";
import { createTokenRequest, figuresOf, findRequest, invoice, ledgerOf } from "./tokens-support";

const PATH = "/admin/customers/tokens";
let admin: Person;
beforeAll(async () => {
  admin = await platformAdmin();
});

const post = (fields: Record<string, string>, cookie = admin.cookie) =>
  postForm(action, PATH, cookie, fields);

const addCredits = (companyId: number, fields: Record<string, string> = {}) => ({
  intent: "add-credits",
  companyId: String(companyId),
  amount: "25",
  description: "Spring bundle",
  invoiceNumber: invoice(),
  ...fields,
});

const processRequest = (requestId: number, fields: Record<string, string> = {}) => ({
  intent: "process-token-request",
  requestId: String(requestId),
  status: "approved",
  adminNotes: "",
  tokensToAdd: "",
  ...fields,
});

describe("Add Credits (intent add-credits)", () => {
  it("credits the company against the invoice, as the API does, and answers the new balance", async () => {
    const company = await createCompany("per_document");
    await createTokenBalance(company.id, 5);
    const answer = await post(addCredits(company.id, { amount: "25" }));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      ok: true,
      intent: "add-credits",
      value: { company: { balance: 30 } },
    });
    expect((await figuresOf(company.id)).balance).toBe(30);
  });

  it("an amount out of range or a blank invoice is a 400 with each field's message and what was typed", async () => {
    const company = await createCompany("per_document");
    const answer = await post(addCredits(company.id, { amount: "1001", invoiceNumber: "  " }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      ok: false,
      code: "invalid_input",
      fieldErrors: { amount: expect.stringMatching(/1000/), invoiceNumber: expect.any(String) },
      values: { amount: "1001", description: "Spring bundle" },
    });
    expect(await ledgerOf(company.id)).toHaveLength(0);
  });

  it("the same form sent twice at once credits once; the second is the domain's 409 about the invoice", async () => {
    const company = await createCompany("per_document");
    const form = addCredits(company.id, { amount: "7" });
    const answers = await Promise.all([post(form), post(form)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body).toMatchObject({ ok: false, message: expect.stringMatching(/was already credited/) });
    expect(await ledgerOf(company.id)).toHaveLength(1);
    expect((await figuresOf(company.id)).balance).toBe(7);
  });

  it("a company that is gone (a stale row) is the domain's 404, not a 500", async () => {
    const answer = await post(addCredits(999_999));
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ ok: false, code: "not_found" });
  });

  it("a company admin's post is refused with 403 and credits nothing", async () => {
    const company = await createCompany("per_document");
    const { cookie } = await person({ role: "company_admin" });
    const answer = await post(addCredits(company.id), cookie);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ state: "denied" });
    expect(await ledgerOf(company.id)).toHaveLength(0);
  });
});

describe("Process a token request (intent process-token-request)", () => {
  it("fulfilled adds the tokens typed; a blank field adds the requested amount", async () => {
    const company = await createCompany("per_document");
    const typed = await createTokenRequest(company, { requestedTokens: 40 });
    const answer = await post(processRequest(typed.id, { status: "fulfilled", tokensToAdd: "35" }));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      ok: true,
      value: { request: { status: "fulfilled", tokensAdded: 35 } },
    });
    const blank = await createTokenRequest(company, { requestedTokens: 12 });
    await post(processRequest(blank.id, { status: "fulfilled", tokensToAdd: "" }));
    expect((await findRequest(blank.id)).tokensAdded).toBe(12);
    expect((await figuresOf(company.id)).balance).toBe(47);
  });

  it("tokens to add of an approved request are not read (the form without JavaScript always sends the field)", async () => {
    const company = await createCompany("per_document");
    const request = await createTokenRequest(company, { requestedTokens: 9 });
    const answer = await post(processRequest(request.id, { status: "approved", tokensToAdd: "-3" }));
    expect(answer.status).toBe(200);
    expect((await figuresOf(company.id)).balance).toBe(9);
  });

  it("an unknown outcome or a negative amount is a 400 with the field's message; the request stays pending", async () => {
    const company = await createCompany("per_document");
    const request = await createTokenRequest(company);
    const status = await post(processRequest(request.id, { status: "maybe" }));
    expect(status.status).toBe(400);
    expect(status.body).toMatchObject({ fieldErrors: { status: expect.any(String) } });
    const tokens = await post(processRequest(request.id, { status: "fulfilled", tokensToAdd: "-1" }));
    expect(tokens.status).toBe(400);
    expect(tokens.body).toMatchObject({
      fieldErrors: { tokensToAdd: expect.any(String) },
      values: { tokensToAdd: "-1" },
    });
    expect((await findRequest(request.id)).status).toBe("pending");
  });

  it("the same form sent twice at once credits once: one 200, one 409 'already approved'", async () => {
    const company = await createCompany("per_document");
    const request = await createTokenRequest(company, { requestedTokens: 20 });
    const form = processRequest(request.id);
    const answers = await Promise.all([post(form), post(form)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body).toMatchObject({
      message:
        "This token request was already approved. Only pending requests can be processed, and only once.",
    });
    expect(await ledgerOf(company.id)).toHaveLength(1);
    expect((await figuresOf(company.id)).balance).toBe(20);
  });

  it("a stale form (the request processed meanwhile) answers 409, and one that is gone 404", async () => {
    const company = await createCompany("per_document");
    const request = await createTokenRequest(company, { status: "rejected" });
    const stale = await post(processRequest(request.id));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      ok: false,
      code: "conflict",
      message: expect.stringMatching(/already rejected/),
    });
    const gone = await post(processRequest(999_999));
    expect(gone.status).toBe(404);
  });

  it("a company admin's post is refused with 403 and the request stays pending", async () => {
    const company = await createCompany("per_document");
    const request = await createTokenRequest(company);
    const { cookie } = await person({ role: "company_admin" });
    expect((await post(processRequest(request.id), cookie)).status).toBe(403);
    expect((await findRequest(request.id)).status).toBe("pending");
  });
});
