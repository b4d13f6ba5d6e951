-- The one-click unsubscribe URL of a queued email (List-Unsubscribe, RFC 8058): new-lesson emails to followers.
ALTER TABLE "mail_outbox" ADD COLUMN "list_unsubscribe" varchar(1000) DEFAULT '' NOT NULL;
