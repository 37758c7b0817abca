// The whole Charterly data model, one file per home (decision 027): the directory's tables
// (schema/directory.ts), a company database's (schema/company.ts) and those every database has
// (schema/every-database.ts). A new table goes in the file of the database it lives in, and takes
// its home from there (table-homes.ts). Everything is re-exported here, for the code and for
// drizzle-kit (drizzle.config.ts).
// Change a file under schema/, then `npm run db:generate`, read the SQL, commit it (migrations are
// history).
export * from "./schema/company";
export * from "./schema/directory";
export * from "./schema/every-database";
