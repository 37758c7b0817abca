import { check } from "recheck";
const pats = process.argv.slice(2);
for (const p of pats) {
  const m = p.match(/^\/(.*)\/([a-z]*)$/s);
  const t = Date.now();
  const d = await check(m[1], m[2], { timeout: 10000 });
  console.log(d.status, d.status === "vulnerable" ? d.complexity.summary + " " + d.attack.pattern.slice(0, 80) : d.status === "unknown" ? d.error.kind : "", Date.now() - t, "ms", p);
}
