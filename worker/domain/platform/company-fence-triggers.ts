import { COMPANY_MOVING_FENCE } from "../contract";
import { MOVED_TABLES_CHILDREN_FIRST } from "./company-move-tables";

// The move's fence (move-company.ts), written from the list of tables a move carries: for each, three
// triggers that refuse an insert, an update and a delete of a fenced company's row in the database it
// leaves ('clearing' exists only inside the batches that delete the rows it left). Applied after the
// migrations (`npm run db:migrate`, `npm start`, the tests), dropped and created again each time, so a
// table the move starts carrying is fenced from the next migration on, with no list to keep by hand;
// test/platform/company-fence.test.ts checks every company table of the schema is carried and refuses
// all three writes while fenced.

const WHEN = {
  insert: "f.`company_id` = NEW.`company_id`",
  update: "f.`company_id` IN (NEW.`company_id`, OLD.`company_id`)",
  delete: "f.`company_id` = OLD.`company_id`",
} as const;

/** The three triggers of one table, as CREATE statements. */
export function fenceTriggers(table: string): Array<{ name: string; sql: string }> {
  return (Object.keys(WHEN) as Array<keyof typeof WHEN>).map((write) => {
    const name = `${table}_write_fence_${write}`;
    return {
      name,
      sql: `CREATE TRIGGER \`${name}\` BEFORE ${write.toUpperCase()} ON \`${table}\`
WHEN EXISTS (SELECT 1 FROM \`company_write_fences\` f WHERE ${WHEN[write]} AND f.\`state\` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, '${COMPANY_MOVING_FENCE}');
END`,
    };
  });
}

/** The tables the fence covers: every table a move carries. */
export const FENCED_TABLES: readonly string[] = MOVED_TABLES_CHILDREN_FIRST.map((table) => table.name);

/** Every fence trigger, dropped and created again: idempotent. */
export function fenceTriggerStatements(): string[] {
  return FENCED_TABLES.flatMap((table) =>
    fenceTriggers(table).flatMap(({ name, sql }) => [`DROP TRIGGER IF EXISTS \`${name}\``, sql]),
  );
}
