import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// Unit and model tests run with their own data folder and fixed secrets, never the developer's ./data.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kargo-unit-"));
process.env.NODE_ENV = "test";
process.env.DATA_DIR = dir;
process.env.DATABASE_URL = "file::memory:";
process.env.SESSION_SECRET = "unit-test-secret-unit-test-secret-0123456789";
process.env.LOG_LEVEL = "error";
