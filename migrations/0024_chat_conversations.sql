-- A person's conversations with the assistant: 'New conversation' starts another, and the earlier
-- ones stay to be read again. Each person's messages so far become their first conversation.
CREATE TABLE `chat_conversations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`user_id` integer,
	`started_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `chat_conversations_person_idx` ON `chat_conversations` (`company_id`,`user_id`,`id`);--> statement-breakpoint
ALTER TABLE `chat_messages` ADD `conversation_id` integer REFERENCES chat_conversations(id) ON DELETE cascade;--> statement-breakpoint
CREATE INDEX `chat_messages_conversation_idx` ON `chat_messages` (`conversation_id`,`created_at`);--> statement-breakpoint
INSERT INTO `chat_conversations` (`company_id`, `user_id`, `started_at`)
SELECT `company_id`, `user_id`, min(`created_at`) FROM `chat_messages`
WHERE `user_id` IS NOT NULL GROUP BY `company_id`, `user_id`;--> statement-breakpoint
UPDATE `chat_messages` SET `conversation_id` = (
	SELECT c.`id` FROM `chat_conversations` c
	WHERE c.`company_id` = `chat_messages`.`company_id` AND c.`user_id` = `chat_messages`.`user_id`
) WHERE `user_id` IS NOT NULL;
