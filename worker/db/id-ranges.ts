import { IDS_PER_DATABASE } from "./company-database-bindings";

/**
 * The statements that start company database n's autoincrement ids at n × 10¹² (decision 027,
 * stage 5), so an id is unique across databases and says which database made it
 * (`databaseOfId`). The platform addresses a token request or an e-mail by its id alone, and the
 * shared Vectorize index keys a passage's vector by its id: two databases' passage 17 would
 * overwrite each other's vector.
 *
 * SQLite keeps each AUTOINCREMENT table's largest id in `sqlite_sequence` and never hands out one
 * below it; these raise every such table's entry (adding the ones not yet used) to the range's
 * start. Idempotent, and applied after the migrations (`npm run db:migrate`, `npm start`, the
 * tests): a table a later migration adds is raised the next time. Database 1, the directory's own,
 * keeps its ids from 1.
 */
export function idRangeStatements(database: number): string[] {
  if (!Number.isInteger(database) || database < 1) throw new Error(`No company database ${database}.`);
  if (database === 1) return [];
  const start = database * IDS_PER_DATABASE;
  return [
    `INSERT INTO sqlite_sequence (name, seq) SELECT name, ${start} FROM sqlite_master WHERE type = 'table' AND sql LIKE '%AUTOINCREMENT%' AND name NOT IN (SELECT name FROM sqlite_sequence)`,
    `UPDATE sqlite_sequence SET seq = ${start} WHERE seq < ${start}`,
  ];
}
