/** The platform benchmark's size: customer companies and people in each (scripts/bench/seed-customers.ts). */
export const BENCH_COMPANIES = 2000;
export const PEOPLE_PER_COMPANY = 5;
