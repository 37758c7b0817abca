CREATE TABLE `company_write_fences` (
	`company_id` integer PRIMARY KEY NOT NULL,
	`state` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `companies` ADD `moving_from` integer;--> statement-breakpoint
ALTER TABLE `companies` ADD `moving_to` integer;--> statement-breakpoint
ALTER TABLE `companies` ADD `move_cursor` text;--> statement-breakpoint
ALTER TABLE `companies` ADD `move_lease_until` integer;
--> statement-breakpoint
-- A company moving to another company database (domain/platform/move-company.ts) is fenced in the
-- database it leaves: no row of it is written there from the moment the move starts, so a write that
-- started before the move fails (503, nothing saved) rather than landing where the copy has already
-- been taken. 'clearing' exists only inside the batches that delete the rows the company left.
CREATE TRIGGER `company_people_write_fence_insert` BEFORE INSERT ON `company_people`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` = NEW.`company_id` AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `company_people_write_fence_update` BEFORE UPDATE ON `company_people`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` IN (NEW.`company_id`, OLD.`company_id`) AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `company_people_write_fence_delete` BEFORE DELETE ON `company_people`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` = OLD.`company_id` AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `documents_write_fence_insert` BEFORE INSERT ON `documents`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` = NEW.`company_id` AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `documents_write_fence_update` BEFORE UPDATE ON `documents`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` IN (NEW.`company_id`, OLD.`company_id`) AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `documents_write_fence_delete` BEFORE DELETE ON `documents`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` = OLD.`company_id` AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `document_counts_write_fence_insert` BEFORE INSERT ON `document_counts`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` = NEW.`company_id` AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `document_counts_write_fence_update` BEFORE UPDATE ON `document_counts`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` IN (NEW.`company_id`, OLD.`company_id`) AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `document_counts_write_fence_delete` BEFORE DELETE ON `document_counts`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` = OLD.`company_id` AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `document_versions_write_fence_insert` BEFORE INSERT ON `document_versions`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` = NEW.`company_id` AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `document_versions_write_fence_update` BEFORE UPDATE ON `document_versions`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` IN (NEW.`company_id`, OLD.`company_id`) AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `document_versions_write_fence_delete` BEFORE DELETE ON `document_versions`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` = OLD.`company_id` AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `document_acknowledgements_write_fence_insert` BEFORE INSERT ON `document_acknowledgements`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` = NEW.`company_id` AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `document_acknowledgements_write_fence_update` BEFORE UPDATE ON `document_acknowledgements`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` IN (NEW.`company_id`, OLD.`company_id`) AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `document_acknowledgements_write_fence_delete` BEFORE DELETE ON `document_acknowledgements`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` = OLD.`company_id` AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `document_review_reminders_write_fence_insert` BEFORE INSERT ON `document_review_reminders`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` = NEW.`company_id` AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `document_review_reminders_write_fence_update` BEFORE UPDATE ON `document_review_reminders`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` IN (NEW.`company_id`, OLD.`company_id`) AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `document_review_reminders_write_fence_delete` BEFORE DELETE ON `document_review_reminders`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` = OLD.`company_id` AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `comments_write_fence_insert` BEFORE INSERT ON `comments`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` = NEW.`company_id` AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `comments_write_fence_update` BEFORE UPDATE ON `comments`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` IN (NEW.`company_id`, OLD.`company_id`) AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `comments_write_fence_delete` BEFORE DELETE ON `comments`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` = OLD.`company_id` AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `token_balances_write_fence_insert` BEFORE INSERT ON `token_balances`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` = NEW.`company_id` AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `token_balances_write_fence_update` BEFORE UPDATE ON `token_balances`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` IN (NEW.`company_id`, OLD.`company_id`) AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `token_balances_write_fence_delete` BEFORE DELETE ON `token_balances`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` = OLD.`company_id` AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `token_transactions_write_fence_insert` BEFORE INSERT ON `token_transactions`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` = NEW.`company_id` AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `token_transactions_write_fence_update` BEFORE UPDATE ON `token_transactions`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` IN (NEW.`company_id`, OLD.`company_id`) AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `token_transactions_write_fence_delete` BEFORE DELETE ON `token_transactions`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` = OLD.`company_id` AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `token_requests_write_fence_insert` BEFORE INSERT ON `token_requests`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` = NEW.`company_id` AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `token_requests_write_fence_update` BEFORE UPDATE ON `token_requests`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` IN (NEW.`company_id`, OLD.`company_id`) AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `token_requests_write_fence_delete` BEFORE DELETE ON `token_requests`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` = OLD.`company_id` AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `chat_messages_write_fence_insert` BEFORE INSERT ON `chat_messages`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` = NEW.`company_id` AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `chat_messages_write_fence_update` BEFORE UPDATE ON `chat_messages`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` IN (NEW.`company_id`, OLD.`company_id`) AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `chat_messages_write_fence_delete` BEFORE DELETE ON `chat_messages`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` = OLD.`company_id` AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `chat_feedback_write_fence_insert` BEFORE INSERT ON `chat_feedback`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` = NEW.`company_id` AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `chat_feedback_write_fence_update` BEFORE UPDATE ON `chat_feedback`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` IN (NEW.`company_id`, OLD.`company_id`) AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `chat_feedback_write_fence_delete` BEFORE DELETE ON `chat_feedback`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` = OLD.`company_id` AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `slack_notices_write_fence_insert` BEFORE INSERT ON `slack_notices`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` = NEW.`company_id` AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `slack_notices_write_fence_update` BEFORE UPDATE ON `slack_notices`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` IN (NEW.`company_id`, OLD.`company_id`) AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `slack_notices_write_fence_delete` BEFORE DELETE ON `slack_notices`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` = OLD.`company_id` AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `knowledge_base_documents_write_fence_insert` BEFORE INSERT ON `knowledge_base_documents`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` = NEW.`company_id` AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `knowledge_base_documents_write_fence_update` BEFORE UPDATE ON `knowledge_base_documents`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` IN (NEW.`company_id`, OLD.`company_id`) AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `knowledge_base_documents_write_fence_delete` BEFORE DELETE ON `knowledge_base_documents`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` = OLD.`company_id` AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `knowledge_chunks_write_fence_insert` BEFORE INSERT ON `knowledge_chunks`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` = NEW.`company_id` AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `knowledge_chunks_write_fence_update` BEFORE UPDATE ON `knowledge_chunks`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` IN (NEW.`company_id`, OLD.`company_id`) AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `knowledge_chunks_write_fence_delete` BEFORE DELETE ON `knowledge_chunks`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` = OLD.`company_id` AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `question_gaps_write_fence_insert` BEFORE INSERT ON `question_gaps`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` = NEW.`company_id` AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `question_gaps_write_fence_update` BEFORE UPDATE ON `question_gaps`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` IN (NEW.`company_id`, OLD.`company_id`) AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `question_gaps_write_fence_delete` BEFORE DELETE ON `question_gaps`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` = OLD.`company_id` AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `audit_events_write_fence_insert` BEFORE INSERT ON `audit_events`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` = NEW.`company_id` AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `audit_events_write_fence_update` BEFORE UPDATE ON `audit_events`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` IN (NEW.`company_id`, OLD.`company_id`) AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `audit_events_write_fence_delete` BEFORE DELETE ON `audit_events`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` = OLD.`company_id` AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `email_outbox_write_fence_insert` BEFORE INSERT ON `email_outbox`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` = NEW.`company_id` AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `email_outbox_write_fence_update` BEFORE UPDATE ON `email_outbox`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` IN (NEW.`company_id`, OLD.`company_id`) AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
--> statement-breakpoint
CREATE TRIGGER `email_outbox_write_fence_delete` BEFORE DELETE ON `email_outbox`
WHEN EXISTS (SELECT 1 FROM `company_write_fences` f WHERE f.`company_id` = OLD.`company_id` AND f.`state` <> 'clearing')
BEGIN
  SELECT RAISE(ABORT, 'charterly: company moving between databases');
END;
