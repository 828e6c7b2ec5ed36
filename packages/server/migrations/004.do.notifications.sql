-- "Your turn" notifications (issue 15): by e-mail and by webhook, per user.
ALTER TABLE users ADD COLUMN email text;
ALTER TABLE users ADD COLUMN webhook_url text;
