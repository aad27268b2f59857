-- The table store of the tenace command line (dev.tenace.cli.store), for SQLite and PostgreSQL
-- alike: a table (its game, rules, seed and seats) and the actions played at it, in order. A
-- table's game record (the replay format) is rebuilt from these by replaying the actions.
-- Times are milliseconds since 1970-01-01 UTC; JSON values are kept as their text.
CREATE TABLE tenace_tables (
  id VARCHAR(100) NOT NULL PRIMARY KEY,
  game VARCHAR(100) NOT NULL,
  rules TEXT NOT NULL,
  seed BIGINT NOT NULL,
  dealer INTEGER NOT NULL,
  whole_match BOOLEAN NOT NULL,
  seats TEXT NOT NULL,
  options TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  finished_at BIGINT,
  result TEXT
);

CREATE INDEX tenace_tables_finished ON tenace_tables (finished_at);

CREATE TABLE tenace_actions (
  table_id VARCHAR(100) NOT NULL REFERENCES tenace_tables (id),
  step INTEGER NOT NULL,
  seat INTEGER NOT NULL,
  action VARCHAR(1000) NOT NULL,
  PRIMARY KEY (table_id, step)
);
