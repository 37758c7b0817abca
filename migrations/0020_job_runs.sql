-- The last run of each scheduled job (worker/jobs/registry.ts): one row per job, written over by
-- each run, so System Settings → System Status can show that the cron trigger ran, when, and how
-- it went (decision 031). A directory table: the jobs are the platform's, not a company's.
CREATE TABLE `job_runs` (
	`job` text PRIMARY KEY NOT NULL,
	`cron` text NOT NULL,
	`started_at` integer NOT NULL,
	`finished_at` integer NOT NULL,
	`outcome` text NOT NULL,
	`summary` text NOT NULL
);
