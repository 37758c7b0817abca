import { describe, expect, it } from "vitest";
import { DEFAULT_TEXT_MODEL, selectTextModel } from "./select-text-model";

const fakeBinding = { run: async () => ({ response: "text" }) } as unknown as Ai;

describe("selectTextModel", () => {
  it("uses the embedded composer when there is no AI binding", () => {
    const model = selectTextModel({});
    expect(typeof model !== "string" && model.modelId).toBe("charterly-embedded-composer");
  });

  it("uses Workers AI with the configured model, or the default one, when the binding is present", () => {
    const configured = selectTextModel({
      AI: fakeBinding,
      AI_TEXT_MODEL: "@cf/meta/llama-3.3-70b-instruct-fp8-fast",
    });
    const fallback = selectTextModel({ AI: fakeBinding });
    if (typeof configured === "string" || typeof fallback === "string") throw new Error("expected models");
    expect(configured.provider).toBe("workersai.chat");
    expect(configured.modelId).toBe("@cf/meta/llama-3.3-70b-instruct-fp8-fast");
    expect(fallback.modelId).toBe(DEFAULT_TEXT_MODEL);
  });
});
