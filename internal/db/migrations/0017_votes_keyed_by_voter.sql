-- One vote per request and voter, keyed voter first: the same unique key
-- then also answers "which requests has this voter voted for", so the
-- separate voter index, a B-tree in random order that every vote wrote to,
-- goes. Lookups by request (the per-network count, the cascade from a
-- deleted request) use the (request_id, address_key) index. Nothing refers
-- to this table, so it is rebuilt the same way on both engines.
CREATE TABLE public_request_votes_keyed (
    {{ID}},
    request_id BIGINT NOT NULL REFERENCES public_requests(id) ON DELETE CASCADE,
    voter_identifier TEXT NOT NULL,
    address_key TEXT,
    created_at {{TIMESTAMP}},
    UNIQUE (voter_identifier, request_id)
);

INSERT INTO public_request_votes_keyed (id, request_id, voter_identifier, address_key, created_at)
SELECT id, request_id, voter_identifier, address_key, created_at FROM public_request_votes;

DROP TABLE public_request_votes;

ALTER TABLE public_request_votes_keyed RENAME TO public_request_votes;

CREATE INDEX idx_public_request_votes_address ON public_request_votes (request_id, address_key);

-- Ids were copied, so the identity must continue after the largest.
{{POSTGRES}}SELECT setval(pg_get_serial_sequence('public_request_votes', 'id'), COALESCE((SELECT MAX(id) FROM public_request_votes), 0) + 1, false);
