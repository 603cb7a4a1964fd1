-- Community Hub: when an idea last changed status, and the lists the hub
-- filters and sorts by.
ALTER TABLE product_votes ADD COLUMN status_changed_at {{TIMESTAMP}};

CREATE INDEX idx_product_votes_status ON product_votes (status, created_at);

-- Client subscriptions: money in integer cents beside the schema's decimal
-- column, which stays for compatibility but is no longer written.
ALTER TABLE client_subscriptions ADD COLUMN monthly_value_cents BIGINT NOT NULL DEFAULT 0;

CREATE INDEX idx_client_subscriptions_partner_status ON client_subscriptions (partner_id, status);
