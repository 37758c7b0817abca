// No regular expression in the Worker or the web app backtracks catastrophically (decision 034):
// user text must not be able to stall the Worker. Finds every pattern in worker/ and remix-app/ (tests left out)
// with the TypeScript compiler: regular-expression literals, and `new RegExp(…)`/`RegExp(…)` whose
// source and flags fold to constants — string literals, templates and String.raw, `+`, `.join()` of
// constant arrays, `.source` of a literal, and `const`s (imported ones too) made of those. Each is
// checked by recheck (https://makenowjust-labs.github.io/recheck/), a maintained ReDoS checker.
//
// Fails (exit 1) on any pattern recheck reports vulnerable, printing file:line, its complexity and
// the attack string; on any it cannot decide ("unknown": syntax it does not support), since an
// undecided pattern is not known to be linear; and on any `RegExp(…)` whose source cannot be folded
// to a constant: a pattern built at run time from a variable is not checked, so it is not allowed,
// unless a `// linear-pattern: <why>` comment on the line before says why it is linear.
// `--timings` prints the slowest checks.
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
/**
 * recheck's fuzzer judges an attack by the steps its VM counts, but by default also takes an attack
 * (or a seed) that runs past a wall-clock limit as a success, and gives up on a pattern after 10 s:
 * on a busy machine, linear patterns were then reported super-linear or left undecided, a different
 * few each run. Without any wall-clock limit its verdict depends on the pattern alone (its random
 * seed is fixed, and its own step and iteration limits end every check).
 */
const DETERMINISTIC = { timeout: null, attackTimeout: null, incubationTimeout: null, randomSeed: 0 };
/** Checks sent to recheck's agent at once: most take milliseconds, a few large ones seconds. */
const CONCURRENT_CHECKS = Number(process.env.RECHECK_CONCURRENCY ?? 2);

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

const failures: string[] = [];
for (const { places, diagnostics } of results) {
  if (diagnostics.status === "vulnerable")
    failures.push(
      `✖ ${where(places)}: /${diagnostics.source}/${diagnostics.flags} backtracks in ${diagnostics.complexity.summary} time; attack: ${diagnostics.attack.pattern}`,
    );
  else if (diagnostics.status === "unknown")
    failures.push(
      `✖ ${where(places)}: /${diagnostics.source}/${diagnostics.flags} — recheck could not decide (${diagnostics.error.kind}): write it so that it can`,
    );
}
for (const line of unfolded)
  failures.push(`✖ ${line} — built at run time from a variable, so it cannot be checked`);
for (const failure of failures) console.error(failure);
const count = (status: Diagnostics["status"]) =>
  results.filter(({ diagnostics }) => diagnostics.status === status).length;
console.log(
  `${patterns.length} regular expressions (${unique.size} distinct) in ${ROOTS.join(" and ")}: ${count("safe")} safe, ${count("vulnerable")} super-linear, ${count("unknown")} undecided, ${unfolded.length} built from a variable; checked in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
if (failures.length) process.exit(1);
