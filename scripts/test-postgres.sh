#!/usr/bin/env bash
# The PostgreSQL run: migrations and model tests, then an end-to-end smoke of the built app, on a fresh
# PostgreSQL database. Uses the server on 127.0.0.1:5432 (PGURL overrides); installs Debian's when none
# answers and apt-get is available.
set -euo pipefail
cd "$(dirname "$0")/.."
PGURL=${PGURL:-postgres://postgres@127.0.0.1:5432}

pg_ready() { psql "$PGURL/postgres" -Atqc "select 1" >/dev/null 2>&1; }

if ! pg_ready; then
  if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
    echo "No PostgreSQL answers on $PGURL: installing Debian's"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    cluster=$(ls /etc/postgresql | head -1)
    sed -i "s/^#\?listen_addresses.*/listen_addresses = '127.0.0.1'/" /etc/postgresql/$cluster/main/postgresql.conf
    sed -i 's/^\(host.*127.0.0.1\/32\s*\)\S*$/\1trust/' /etc/postgresql/$cluster/main/pg_hba.conf
    pg_ctlcluster --skip-systemctl-redirect "$cluster" main start || true
  fi
fi
if ! pg_ready; then
  echo "PostgreSQL is not reachable at $PGURL and could not be installed: skipping the PostgreSQL run." >&2
  exit 0
fi

db="kargo_ci_$$"
e2e="kargo_ci_e2e_$$"
budgets="kargo_ci_budgets_$$"
psql "$PGURL/postgres" -qc "create database $db" -c "create database $e2e" -c "create database $budgets"
trap 'psql "$PGURL/postgres" -qc "drop database if exists $db with (force)" -c "drop database if exists $e2e with (force)" -c "drop database if exists $budgets with (force)" >/dev/null 2>&1 || true' EXIT

# Extensions are per database: create them once in public, where every test schema sees them.
psql "$PGURL/$db" -qc "create extension if not exists pg_trgm" >/dev/null 2>&1 || true

echo "▶ Model tests on PostgreSQL ($db)"
TEST_DATABASE_URL="$PGURL/$db" npx vitest run app/models --hookTimeout=120000 --testTimeout=60000

echo "▶ End-to-end smoke on PostgreSQL"
E2E_DATABASE_URL="$PGURL/$e2e" E2E_PORT=${E2E_PG_PORT:-3250} node scripts/test-e2e.mjs --project=e2e tests/e2e/shipments.spec.ts

echo "▶ SQL statements a page on PostgreSQL (tests/budgets, the demo data in an empty database)"
BUDGETS_DATABASE_URL="$PGURL/$budgets" node scripts/test-e2e.mjs --project=budgets

echo "▶ Two app servers on one PostgreSQL database and one S3-compatible uploads store"
# The test creates (and drops) a kargo_multi_* database of its own and starts both servers at once.
MULTI_PG_URL="$PGURL" MULTI_PORT=${MULTI_PORT:-3260} npx playwright test -c tests/multi/playwright.config.ts
