// The reliability diagram of `npm run bench:rag`: for each tenth of confidence, how often the
// answers in it were right, against the diagonal a perfectly calibrated assistant would follow, one
// panel per set (test part). Drawn as SVG and turned into a PNG by Debian's Chromium (the
// end-to-end tests' browser), written next to bench/RESULTS.md.
import { ensureChromium, launchChromium } from "../../../e2e/support/chromium.ts";
import type { CalibrationBin } from "./figures.ts";

export interface DiagramPanel {
  title: string;
  ece: number;
  answered: number;
  bins: CalibrationBin[];
}

const PANEL = 300;
const MARGIN = { top: 44, right: 16, bottom: 48, left: 52 };

function panelSvg(panel: DiagramPanel, x0: number): string {
  const w = PANEL;
  const h = PANEL;
  const px = (v: number) => x0 + MARGIN.left + v * w;
  const py = (v: number) => MARGIN.top + (1 - v) * h;
  const parts: string[] = [];
  parts.push(`<rect x="${px(0)}" y="${py(1)}" width="${w}" height="${h}" fill="#fff" stroke="#94a3b8"/>`);
  for (let i = 0; i <= 10; i += 2) {
    const v = i / 10;
    parts.push(`<line x1="${px(0)}" y1="${py(v)}" x2="${px(1)}" y2="${py(v)}" stroke="#e2e8f0"/>`);
    parts.push(
      `<text x="${px(0) - 6}" y="${py(v) + 4}" text-anchor="end" font-size="11">${v.toFixed(1)}</text>`,
    );
    parts.push(
      `<text x="${px(v)}" y="${py(0) + 16}" text-anchor="middle" font-size="11">${v.toFixed(1)}</text>`,
    );
  }
  parts.push(
    `<line x1="${px(0)}" y1="${py(0)}" x2="${px(1)}" y2="${py(1)}" stroke="#64748b" stroke-dasharray="4 4"/>`,
  );
  const total = panel.bins.reduce((s, b) => s + b.count, 0) || 1;
  for (const bin of panel.bins) {
    if (bin.count === 0) continue;
    const bx = px(bin.from) + 2;
    const bw = (bin.to - bin.from) * w - 4;
    parts.push(
      `<rect x="${bx}" y="${py(bin.accuracy)}" width="${bw}" height="${py(0) - py(bin.accuracy)}" fill="#6366f1" fill-opacity="0.75"/>`,
    );
    // The share of answers in the bin, as a thin bar along the bottom.
    const share = bin.count / total;
    parts.push(
      `<rect x="${bx}" y="${py(0) - share * 40}" width="${bw}" height="${share * 40}" fill="#f59e0b" fill-opacity="0.9"/>`,
    );
    parts.push(`<circle cx="${px(bin.meanConfidence)}" cy="${py(bin.accuracy)}" r="3" fill="#111827"/>`);
  }
  parts.push(
    `<text x="${px(0.5)}" y="${py(1) - 22}" text-anchor="middle" font-size="13" font-weight="600">${escapeXml(panel.title)}</text>`,
  );
  parts.push(
    `<text x="${px(0.5)}" y="${py(1) - 7}" text-anchor="middle" font-size="11">ECE ${panel.ece.toFixed(3)} · ${panel.answered} answers</text>`,
  );
  parts.push(`<text x="${px(0.5)}" y="${py(0) + 34}" text-anchor="middle" font-size="11">confidence</text>`);
  parts.push(
    `<text transform="translate(${x0 + 14} ${py(0.5)}) rotate(-90)" text-anchor="middle" font-size="11">share right</text>`,
  );
  return parts.join("");
}

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function reliabilitySvg(panels: readonly DiagramPanel[], caption: string): string {
  const width = panels.length * (PANEL + MARGIN.left + MARGIN.right);
  const height = PANEL + MARGIN.top + MARGIN.bottom + 24;
  const body = panels.map((p, i) => panelSvg(p, i * (PANEL + MARGIN.left + MARGIN.right))).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" role="img" width="${width}" height="${height}" font-family="DejaVu Sans, sans-serif"><title>Reliability diagram of the assistant's confidence</title><rect width="100%" height="100%" fill="#f8fafc"/>${body}<text x="8" y="${height - 8}" font-size="11" fill="#334155">${escapeXml(caption)}</text></svg>`;
}

/** Writes the diagram as a PNG. */
export async function writeReliabilityDiagram(
  pngPath: string,
  panels: readonly DiagramPanel[],
  caption: string,
): Promise<void> {
  const svg = reliabilitySvg(panels, caption);
  ensureChromium();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const width = Number(/width="(\d+)"/.exec(svg)![1]);
    const height = Number(/height="(\d+)"/.exec(svg)![1]);
    await page.setViewportSize({ width, height });
    await page.setContent(`<html><body style="margin:0">${svg}</body></html>`);
    await page.screenshot({ path: pngPath, clip: { x: 0, y: 0, width, height } });
  } finally {
    await browser.close();
  }
}
