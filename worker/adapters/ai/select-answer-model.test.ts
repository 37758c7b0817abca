import { describe, expect, it } from "vitest";
import { EMBEDDED_ANSWERER_MODEL_ID } from "../../domain/assistant/answer-prompt";
import { selectAnswerModel } from "./select-answer-model";
import { DEFAULT_TEXT_MODEL } from "./select-text-model";

const fakeBinding = { run: async () => ({ response: "text" }) } as unknown as Ai;

describe("selectAnswerModel", () => {
  it("uses the embedded answerer when there is no AI binding", () => {
    const model = selectAnswerModel({});
    expect(typeof model !== "string" && model.modelId).toBe(EMBEDDED_ANSWERER_MODEL_ID);
  });

  it("uses Workers AI with the configured model, or the default one, when the binding is present", () => {
    const configured = selectAnswerModel({ AI: fakeBinding, AI_TEXT_MODEL: "@cf/test/model" });
    const fallback = selectAnswerModel({ AI: fakeBinding });
    if (typeof configured === "string" || typeof fallback === "string") throw new Error("expected models");
    expect(configured.provider).toBe("workersai.chat");
    expect(configured.modelId).toBe("@cf/test/model");
    expect(fallback.modelId).toBe(DEFAULT_TEXT_MODEL);
  });
});
