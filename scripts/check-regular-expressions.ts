// No regular expression in the Worker or the web app backtracks catastrophically (decision
// 034). Finds every pattern in worker/ and remix-app/ (tests left out)
// with the TypeScript compiler: regular-expression literals, and `new RegExp(…)`/`RegExp(…)` whose
// source and flags fold to constants — string literals, templates and String.raw, `+`, `.join()` of
// constant arrays, `.source` of a literal, and `const`s (imported ones too) made of those. Each is
// checked by recheck (https://makenowjust-labs.github.io/recheck/), a maintained ReDoS checker.
//
// Fails (exit 1) on any pattern recheck reports vulnerable, printing file:line, its complexity and
// the attack string (but those of AWAITING_REWRITE, counted), and on any `RegExp(…)` whose source
// cannot be folded to a constant: a pattern built at run time from a variable is not checked, so it
// is not allowed, unless a `// linear-pattern: <why>` comment on the line before says why it is
// linear. recheck's "unknown" (its time limit, or syntax it does not support) is printed and does
// not fail. `--timings` prints the slowest checks.
import { relative } from "node:path";
import { check, type Diagnostics } from "recheck";
import ts from "typescript";

const ROOTS = ["worker/", "remix-app/"];
const isChecked = (fileName: string) => {
  const path = relative(process.cwd(), fileName);
  return (
    ROOTS.some((root) => path.startsWith(root)) && !/\.test\.tsx?$/.test(path) && !path.endsWith(".d.ts")
  );
};
/** recheck's limit per pattern, in milliseconds; past it the pattern is "unknown" (printed, not failed). */
const TIMEOUT_MS = Number(process.env.RECHECK_TIMEOUT_MS ?? 10_000);
/**
 * recheck's fuzzer judges an attack by the steps its VM counts, but by default also takes an attack
 * (or a seed) that runs past a wall-clock limit as a success: on a busy machine, linear patterns
 * were then reported super-linear, a different few each run. Without those limits its verdict
 * depends on the pattern alone (its random seed is fixed); only the overall TIMEOUT_MS stays.
 */
const DETERMINISTIC = { timeout: TIMEOUT_MS, attackTimeout: null, incubationTimeout: null, randomSeed: 0 };
/**
 * Checks sent to recheck's agent at once. Its limit is wall-clock time, so more at once on a busy
 * machine leaves more patterns undecided: two.
 */
const CONCURRENT_CHECKS = Number(process.env.RECHECK_CONCURRENCY ?? 2);

/**
 * Files whose patterns recheck still reports (decision 034), each with how many (reported or left
 * undecided in a run at these settings) and why none can stall the Worker meanwhile: the text they read is
 * bounded before they run. The step fails when a file has more reports than listed (a new pattern
 * must be linear); fewer is printed (a rewritten pattern: lower the count), not failed, as a busy
 * machine leaves some undecided. The list only shrinks. Decision 034.
 */
const AWAITING_REWRITE: Record<string, { reports: number; bound: string }> = {
  // 14 reported and 9 undecided in 10 s (2026-12-07): the intent classifiers (arithmetic, small
  // talk, instructions to the assistant), mostly `\d[\d,.]*` tried from every digit and `.{0,40}`
  // between words. recheck's attack strings cut to 2,000 characters take at most 13 ms each in
  // Node (17 ms for answer-type.ts).
  "worker/domain/assistant/question-kind.ts": {
    reports: 23,
    bound:
      "a chat question, at most 2,000 characters (MAX_CHAT_MESSAGE_LENGTH), or one sentence of a passage",
  },
  // 3 reported and 5 undecided: what kind of answer a question asks for, and values in a sentence.
  "worker/domain/knowledge/answer-type.ts": {
    reports: 8,
    bound: "a chat question (at most 2,000 characters) or one sentence of a passage of at most 260 words",
  },
  // Reported by recheck's fuzzer; measured linear in V8 (80,000 characters of its attack in 4 ms).
  "worker/domain/assistant/answer-sentences.ts": {
    reports: 1,
    bound: "the start of one sentence (CAPITALS_HEADING), measured linear",
  },
};

interface Pattern {
  where: string;
  source: string;
  flags: string;
}

const config = ts.getParsedCommandLineOfConfigFile(
  "tsconfig.json",
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
    },
  },
);
if (!config) throw new Error("tsconfig.json could not be read.");
const program = ts.createProgram(config.fileNames, { ...config.options, noEmit: true });
const checker = program.getTypeChecker();

/**
 * The expression's value when it is a string (or array of strings) known without running the code.
 * `resolving`: the constants being folded on the way here, so that a cycle ends.
 */
function fold(node: ts.Expression, resolving = new Set<ts.Node>()): string | string[] | undefined {
  const seen = resolving;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node))
    return fold(node.expression, seen);
  if (ts.isTemplateExpression(node)) {
    let text = node.head.text;
    for (const span of node.templateSpans) {
      const value = fold(span.expression, seen);
      if (typeof value !== "string") return undefined;
      text += value + span.literal.text;
    }
    return text;
  }
  if (ts.isTaggedTemplateExpression(node) && node.tag.getText() === "String.raw") {
    const template = node.template;
    if (ts.isNoSubstitutionTemplateLiteral(template)) return template.rawText;
    let text = template.head.rawText ?? "";
    for (const span of template.templateSpans) {
      const value = fold(span.expression, seen);
      if (typeof value !== "string") return undefined;
      text += value + (span.literal.rawText ?? "");
    }
    return text;
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = fold(node.left, seen);
    const right = fold(node.right, seen);
    return typeof left === "string" && typeof right === "string" ? left + right : undefined;
  }
  if (ts.isArrayLiteralExpression(node)) {
    const items = node.elements.map((element) => fold(element, seen));
    return items.every((item) => typeof item === "string") ? (items as string[]) : undefined;
  }
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
    const method = node.expression.name.text;
    const target = fold(node.expression.expression, seen);
    if (method === "join" && Array.isArray(target)) {
      const separator = node.arguments[0] ? fold(node.arguments[0], seen) : ",";
      return typeof separator === "string" ? target.join(separator) : undefined;
    }
    return undefined;
  }
  if (ts.isPropertyAccessExpression(node) && node.name.text === "source") {
    const target = constantInitializer(node.expression);
    if (target && ts.isRegularExpressionLiteral(target)) return literalParts(target).source;
    return undefined;
  }
  if (ts.isIdentifier(node)) {
    const initializer = constantInitializer(node);
    if (!initializer || seen.has(initializer)) return undefined;
    seen.add(initializer);
    const value = fold(initializer, seen);
    seen.delete(initializer);
    return value;
  }
  return undefined;
}

/** The initializer of the `const` an identifier names (through imports), if it is one. */
function constantInitializer(node: ts.Expression): ts.Expression | undefined {
  if (!ts.isIdentifier(node)) return undefined;
  let symbol = checker.getSymbolAtLocation(node);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const declaration = symbol?.valueDeclaration;
  if (!declaration || !ts.isVariableDeclaration(declaration) || !declaration.initializer) return undefined;
  const list = declaration.parent;
  if (!ts.isVariableDeclarationList(list) || !(list.flags & ts.NodeFlags.Const)) return undefined;
  return declaration.initializer;
}

function literalParts(node: ts.RegularExpressionLiteral) {
  const text = node.text;
  const end = text.lastIndexOf("/");
  return { source: text.slice(1, end), flags: text.slice(end + 1) };
}

const patterns: Pattern[] = [];
const unfolded: string[] = [];
for (const file of program.getSourceFiles()) {
  if (!isChecked(file.fileName)) continue;
  const at = (node: ts.Node) =>
    `${relative(process.cwd(), file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`;
  const lines = file.text.split("\n");
  /** A `// linear-pattern: <why>` comment on the line before says a pattern built at run time was reviewed. */
  const reviewed = (node: ts.Node) => {
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
    return /\/\/ linear-pattern: \S/.test(lines[line - 1] ?? "");
  };
  const visit = (node: ts.Node) => {
    if (ts.isRegularExpressionLiteral(node)) patterns.push({ where: at(node), ...literalParts(node) });
    else if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === "RegExp"
    ) {
      const [sourceArgument, flagsArgument] = node.arguments ?? [];
      const source = sourceArgument ? fold(sourceArgument) : undefined;
      const flags = flagsArgument ? fold(flagsArgument) : "";
      if (typeof source === "string" && typeof flags === "string")
        patterns.push({ where: at(node), source, flags });
      else if (!reviewed(node)) unfolded.push(`${at(node)}: ${node.getText(file).slice(0, 120)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
}

const where = (places: Pattern[]) => places.map((place) => place.where).join(", ");
const fileOf = (pattern: Pattern) => pattern.where.slice(0, pattern.where.lastIndexOf(":"));
const started = Date.now();
// Identical patterns are checked once.
const unique = new Map<string, Pattern[]>();
for (const pattern of patterns) {
  const key = `/${pattern.source}/${pattern.flags}`;
  unique.set(key, [...(unique.get(key) ?? []), pattern]);
}
// A few checks at once: recheck's agent answers them in parallel, and most take milliseconds.
const results: Array<{ places: Pattern[]; diagnostics: Diagnostics; ms: number }> = [];
const queue = [...unique.values()];
await Promise.all(
  Array.from({ length: CONCURRENT_CHECKS }, async () => {
    for (let places = queue.shift(); places; places = queue.shift()) {
      const [{ source, flags }] = places as [Pattern];
      const t0 = Date.now();
      const diagnostics = await check(source, flags, DETERMINISTIC);
      results.push({ places, diagnostics, ms: Date.now() - t0 });
    }
  }),
);
results.sort((a, b) => a.places[0]!.where.localeCompare(b.places[0]!.where));
if (process.argv.includes("--timings"))
  for (const { places, ms, diagnostics } of [...results].sort((a, b) => b.ms - a.ms).slice(0, 25))
    console.log(`${ms} ms ${diagnostics.checker ?? ""} ${where(places)}`);

const unknown = results.filter(({ diagnostics }) => diagnostics.status === "unknown");
for (const { places, diagnostics } of unknown) {
  const reason = diagnostics.status === "unknown" ? diagnostics.error.kind : "";
  console.log(
    `? ${where(places)}: /${diagnostics.source}/${diagnostics.flags} — recheck could not decide (${reason})`,
  );
}

const failures: string[] = [];
const awaiting = new Map<string, number>();
for (const { places, diagnostics } of results) {
  if (diagnostics.status !== "vulnerable") continue;
  const line = `${where(places)}: /${diagnostics.source}/${diagnostics.flags} backtracks in ${diagnostics.complexity.summary} time; attack: ${diagnostics.attack.pattern}`;
  const file = fileOf(places[0]!);
  if (file in AWAITING_REWRITE) {
    awaiting.set(file, (awaiting.get(file) ?? 0) + 1);
    console.log(`… ${line} (awaiting a rewrite: ${AWAITING_REWRITE[file]!.bound})`);
  } else failures.push(`✖ ${line}`);
}
for (const [file, { reports }] of Object.entries(AWAITING_REWRITE)) {
  const found = awaiting.get(file) ?? 0;
  if (found > reports)
    failures.push(
      `✖ ${file}: ${found} patterns reported, ${reports} awaiting a rewrite: rewrite the new one.`,
    );
  if (found < reports)
    console.log(
      `… ${file}: ${found} patterns reported, ${reports} listed as awaiting a rewrite: if one was rewritten, lower the count in AWAITING_REWRITE.`,
    );
}
for (const line of unfolded)
  failures.push(`✖ ${line} — built at run time from a variable, so it cannot be checked`);
for (const failure of failures) console.error(failure);
console.log(
  `${patterns.length} regular expressions (${unique.size} distinct) in ${ROOTS.join(" and ")}: ${results.length - unknown.length - [...awaiting.values()].reduce((a, b) => a + b, 0) - failures.length} safe, ${unknown.length} undecided, ${[...awaiting.values()].reduce((a, b) => a + b, 0)} awaiting a rewrite, ${failures.length} failing; checked in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
if (failures.length) process.exit(1);
