import { describe, expect, it } from "vitest";
import { seedTemplates } from "../../worker/db/seed/templates";
import { answerQuestion } from "../../worker/domain/assistant/answer-question";
import { suggestStarterQuestions, topicOf } from "../../worker/domain/assistant/starter-questions";
import { fillPlaceholders } from "../../worker/domain/templates/fill-placeholders";
import { createDocument, domain, person, uploadFile } from "../support/fixtures";

const template = (slug: string) => seedTemplates.find((t) => t.slug === slug)!;
const policyText = (slug: string) =>
  fillPlaceholders(template(slug).content, { companyName: "Acme", department: "People Operations" });

describe("the empty chat's example questions", () => {
  it("come from the company's documents in force, and the assistant answers each from that document with confidence", async () => {
    const acme = await person({ tier: "enterprise", companyName: "Acme Starters" });
    await createDocument(acme.company.id, {
      author: { userId: acme.user.id, displayName: "Ada" },
      title: "Acme Remote Work Policy",
      category: "hr",
      status: "approved",
      content: policyText("hr-remote-hybrid-work"),
    });
    await createDocument(acme.company.id, {
      author: { userId: acme.user.id, displayName: "Ada" },
      title: "Acme Draft Bonus Scheme",
      category: "finance",
      status: "draft",
      content: "1. Bonus\n\nEvery employee receives a bonus of 10 % of salary each December.",
    });

    const questions = await suggestStarterQuestions(domain(), acme.actor);
    expect(questions.length).toBeGreaterThan(0);
    expect(questions.length).toBeLessThanOrEqual(3);
    for (const question of questions) {
      expect(question).toMatch(
        /^(?:What is our [a-z].* policy\?|What are the rules on [a-z].*\?|Tell me about [a-z].*\.)$/,
      );
      expect(question).not.toMatch(/purpose|scope|definitions/i);
      const reply = await answerQuestion(domain(), acme.actor, { message: question });
      expect(reply.referencedDocuments.map((r) => r.title)).toContain("Acme Remote Work Policy");
      expect(reply.confidence).toBeGreaterThanOrEqual(0.7);
    }
    expect(questions.join(" ")).not.toMatch(/Bonus/);
  });

  it("draw on the company's uploaded knowledge too, not only its documents in force", {
    timeout: 120_000,
  }, async () => {
    const acme = await person({ tier: "enterprise", role: "company_admin", companyName: "Acme Uploads" });
    // Uploaded first, then a library that came into force after it and could fill every question.
    const uploaded = await uploadFile(
      "/api/admin/knowledge-base/upload",
      acme.cookie,
      { name: "travel-handbook.txt", bytes: new TextEncoder().encode(policyText("travel-business-travel")) },
      { title: "Acme Travel Handbook", documentType: "policy", category: "travel" },
    );
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);

    for (const [slug, title] of [
      ["hr-remote-hybrid-work", "Acme Remote Work Policy"],
      ["it-acceptable-use", "Acme Acceptable Use Policy"],
      ["finance-expense-management", "Acme Expense Policy"],
      ["it-password-access-control", "Acme Password Policy"],
    ] as const) {
      await createDocument(acme.company.id, {
        author: { userId: acme.user.id, displayName: "Ada" },
        title,
        category: "hr",
        status: "approved",
        content: policyText(slug),
      });
    }
    const questions = await suggestStarterQuestions(domain(), acme.actor);
    expect(questions.length).toBeGreaterThan(1);
    // One of them is answered from the upload alone.
    const answeredFrom: string[][] = [];
    for (const question of questions) {
      const reply = await answerQuestion(domain(), acme.actor, { message: question });
      expect(reply.confidence).toBeGreaterThanOrEqual(0.7);
      answeredFrom.push([...new Set(reply.referencedDocuments.map((r) => r.title))]);
    }
    expect(answeredFrom).toContainEqual(["Acme Travel Handbook"]);
  });

  it("are none for a company without a document in force", async () => {
    const empty = await person({ tier: "enterprise", companyName: "Nothing Yet" });
    expect(await suggestStarterQuestions(domain(), empty.actor)).toEqual([]);
  });

  it("are refused to a plan without the assistant", async () => {
    const free = await person({ tier: "freemium" });
    await expect(suggestStarterQuestions(domain(), free.actor)).rejects.toMatchObject({ code: "forbidden" });
  });

  it("name a section by its topic, not its number", () => {
    expect(topicOf("4. Policy › 4.5 Equipment and Expenses")).toBe("equipment and expenses");
    expect(topicOf("7. Working From Another Location")).toBe("working from another location");
    expect(topicOf("3. Information Security › IT Support")).toBe("IT support");
    expect(topicOf("1. Purpose")).toBeNull();
    expect(topicOf("2. Scope")).toBeNull();
  });
});
