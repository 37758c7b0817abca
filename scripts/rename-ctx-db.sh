#!/usr/bin/env bash
# Renames the domain context's `db` (DomainContext in worker/domain/context.ts) to `companyDb`:
# the database of the caller's company, beside `directory` (the platform-wide tables) and
# `companyDatabases` (all of them). A field called `db` hid which of the two homes a statement goes
# to (decision 027).
#
# Rewrites only what names the context's field: `ctx.db`, `domain().db`, the field's declaration
# and the places that build a context (`{ ...ctx, db }`, `Pick<DomainContext, "db">`), and the
# comments that speak of it. Other things called `db` (openDatabase's RequestDatabase, the fake
# bindings of the tests, local variables) keep their names; where a context is destructured the
# local variable keeps its name (`const { companyDb: db } = ctx`).
#
# Idempotent: a second run changes nothing. Touches tracked and new files under worker/,
# remix-app/, test/, slack-bot/ and scripts/, and ARCHITECTURE.md. Run it from the repository root
# on a clean tree, then check with both type-checks:
#   bash scripts/rename-ctx-db.sh
#   npx tsc -p tsconfig.json --noEmit && npx tsc -p tsconfig.node.json --noEmit
#   npx biome check --write $(git diff --name-only -- '*.ts' '*.tsx')
# It ends by listing what still looks like the old name; tsc finds the rest (a context built or
# read under another variable name).
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"

mapfile -t files < <(
  git ls-files --cached --others --exclude-standard -- worker remix-app test slack-bot scripts ARCHITECTURE.md |
    grep -E '\.(ts|tsx|md)$' | grep -v '^scripts/rename-ctx-db\.sh$' | sort -u
)

# Every file: reads and builds of the context.
perl -0777 -pi -e '
  # Reads: ctx.db, this.ctx.db, c.var.ctx.db, domain().db; and the escaped form in a test regex.
  # A chain the formatter broke after the call or the name (`domain()\n  .db.select(…)`) too.
  s/\bctx(\s*)\.db\b/ctx$1.companyDb/g;
  s/\bctx\\\.db\b/ctx\\.companyDb/g;
  s/\bdomain\(\)(\s*)\.db\b/domain()$1.companyDb/g;
  # The functions that answer a context: forCompanyDatabase(ctx, n).db and the like.
  s/\b((?:forCompanyDatabase|withCompanyDatabase|forPerson)\((?:[^()]|\([^()]*\))*\))(\s*)\.db\b/$1$2.companyDb/g;
  # Types naming the field.
  s/((?:Pick|Omit)<\s*DomainContext\s*,[^>]*?)"db"/$1"companyDb"/g;
  s/\bDomainContext\["db"\]/DomainContext["companyDb"]/g;
  # Contexts built by spreading another: { ...ctx, db }, { ...domain(), db: x } (across lines too).
  s/(\{\s*\.\.\.(?:ctx|domain\(\)|context)\s*,\s*)db\b(?!\s*:)/$1companyDb: db/g;
  s/(\{\s*\.\.\.(?:ctx|domain\(\)|context)\s*,\s*)db(\s*:)/$1companyDb$2/g;
  # Destructuring a context: the local name stays.
  s/\bconst \{ db \} = (ctx\b|domain\(\)|forCompanyDatabase\()/const { companyDb: db } = $1/g;
' "${files[@]}"

# The field's declaration and the places that make a context from parts.
perl -0777 -pi -e '
  s/^(\s+)db: Database;/$1companyDb: Database;/m;
  s/`db`/`companyDb`/g;
' worker/domain/context.ts
perl -0777 -pi -e 's/^(\s+)db: database\.db,/$1companyDb: database.db,/m' worker/domain-context.ts
perl -0777 -pi -e '
  s/\bdb: \{ value: db, enumerable: true \}/companyDb: { value: db, enumerable: true }/;
  s/with `db` that\b/with `companyDb` that/;
' worker/domain/platform/company-databases.ts
perl -0777 -pi -e 's/^( \*.*?)`db` is the/$1`companyDb` is the/mg' \
  worker/domain/platform/company-placement.ts worker/http/request-context.ts scripts/bench/scale-seed-worker.ts
perl -0777 -pi -e 's/\bdb === base\.db\b/db === base.companyDb/' test/support/fixtures.ts
perl -0777 -pi -e 's/\bleft\.db\b/left.companyDb/g' test/company-settings/domains-won-by-proof.test.ts

echo "Left to look at (should be only things that are not the context's field):"
grep -rnE '\b(ctx|domain\(\))\.db\b|^\s*\.db\b|"db"' "${files[@]}" || echo "  nothing"
