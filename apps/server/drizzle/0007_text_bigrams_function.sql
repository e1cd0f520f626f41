-- Every two-character piece of a text, lower-cased. Trigram indexes cannot serve a search of two
-- characters, the usual length of a Chinese goods word (苹果, 猪肉); an index on this can.
CREATE OR REPLACE FUNCTION text_bigrams(value text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT coalesce(array_agg(DISTINCT substr(lower(value), i, 2)), '{}')
  FROM generate_series(1, length(value) - 1) AS i
$$;
