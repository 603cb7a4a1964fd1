-- A licence purchase belongs to the partner it opened (or was added to),
-- is found again by the checkout's client reference (the thank-you page)
-- and by its payment (a refund), and keeps what became of it.
ALTER TABLE subscriptions ADD COLUMN partner_id BIGINT REFERENCES partners(id) ON DELETE SET NULL;
ALTER TABLE subscriptions ADD COLUMN client_reference_id TEXT;
ALTER TABLE subscriptions ADD COLUMN payment_intent_id TEXT;
ALTER TABLE subscriptions ADD COLUMN customer_name TEXT;
ALTER TABLE subscriptions ADD COLUMN company TEXT;
ALTER TABLE subscriptions ADD COLUMN account TEXT;
ALTER TABLE subscriptions ADD COLUMN refunded_cents BIGINT NOT NULL DEFAULT 0;
ALTER TABLE subscriptions ADD COLUMN updated_at {{TIMESTAMP}};

UPDATE subscriptions SET status = 'paid' WHERE status = 'active' AND checkout_session_id IS NOT NULL;

CREATE INDEX idx_subscriptions_reference ON subscriptions (client_reference_id);
CREATE INDEX idx_subscriptions_payment_intent ON subscriptions (payment_intent_id);
CREATE INDEX idx_subscriptions_customer ON subscriptions (stripe_customer_id);
CREATE INDEX idx_subscriptions_partner ON subscriptions (partner_id);

-- How a partner came to be: added by staff, an approved application, or a
-- paid licence (whose buyer goes from the invitation to the onboarding).
ALTER TABLE partners ADD COLUMN source TEXT NOT NULL DEFAULT 'staff';

-- What an outbox message is about (such as purchase:12), so that the
-- e-mails one record sent can be listed beside it.
ALTER TABLE outbox ADD COLUMN subject_ref TEXT;
CREATE INDEX idx_outbox_subject_ref ON outbox (subject_ref) WHERE subject_ref IS NOT NULL;
