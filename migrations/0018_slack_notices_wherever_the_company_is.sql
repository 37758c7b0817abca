-- 'New policy in force' notices for every company, wherever its data is (decision 027). The triggers
-- of migration 0009 queued a notice only when the company's settings (in the same database) had
-- Slack on; a company on another company database has its settings in the directory, so it never
-- got one. The trigger now queues one for every text that comes into force, and the delivery, which
-- reads the settings where they are, marks the notice skipped when the company has no Slack.
DROP TRIGGER IF EXISTS `documents_slack_notice_on_update`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `documents_slack_notice_on_insert`;
--> statement-breakpoint
CREATE TRIGGER `documents_slack_notice_on_update` AFTER UPDATE OF `in_force_since` ON `documents`
WHEN NEW.`in_force_since` IS NOT NULL AND NEW.`in_force_since` IS NOT OLD.`in_force_since`
BEGIN
  INSERT INTO `slack_notices` (`company_id`, `document_id`, `version`)
  VALUES (NEW.`company_id`, NEW.`id`, NEW.`version`)
  ON CONFLICT DO NOTHING;
END;
--> statement-breakpoint
CREATE TRIGGER `documents_slack_notice_on_insert` AFTER INSERT ON `documents`
WHEN NEW.`in_force_since` IS NOT NULL
BEGIN
  INSERT INTO `slack_notices` (`company_id`, `document_id`, `version`)
  VALUES (NEW.`company_id`, NEW.`id`, NEW.`version`)
  ON CONFLICT DO NOTHING;
END;
