import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "~/models/test-db.server";
import { getMail } from "~/models/outbox.server";
import { env } from "./env.server";
import { mailHtml, outboxMessage, redact, REDACTED, sendMail } from "./mail.server";

beforeAll(async () => {
  await createTestDb();
});

describe("the outbox record", () => {
  it("replaces every secret, in text and HTML", () => {
    expect(redact("a=abc&b=abc, abcd", ["abc"])).toBe(`a=${REDACTED}&b=${REDACTED}, ${REDACTED}d`);
    expect(redact("nothing", [])).toBe("nothing");
    expect(redact("nothing", [""])).toBe("nothing");
  });

  it("keeps no live link: the record and its download are redacted, the mail in the outbox folder is whole", async () => {
    const token = "Zk3v-live-token_0123456789abcdefghijklmnopq";
    const link = `https://panel.example/reset-password?token=${token}`;
    const { id, fileName } = await sendMail({
      kind: "password-reset",
      to: "someone@example.com",
      subject: "Reset",
      text: `Open ${link}`,
      html: `<a href="${link}">Reset</a>`,
      secrets: [token],
    });
    const mail = (await getMail(id))!;
    expect(mail.text_body).toBe(`Open https://panel.example/reset-password?token=${REDACTED}`);
    expect(mail.html_body).toContain(`token=${REDACTED}`);
    expect(JSON.stringify(mail)).not.toContain(token);
    expect((await outboxMessage(mail)).toString("utf8")).not.toContain(token);
    // The development mailbox (no SMTP): the .eml file on the server's disk is the delivered mail.
    const file = fs.readFileSync(path.join(env().OUTBOX_DIR, fileName!), "utf8").replace(/=\r?\n/g, "");
    expect(file).toContain(token);
  });
});

describe("mailHtml", () => {
  it("escapes every text and link, and turns newlines into line breaks", () => {
    const html = mailHtml([
      `Merhaba <b>Ayşe</b> & "Ortaklar"\nİkinci satır`,
      { link: `https://kargo.test/x?a=1&b="2"`, label: "<Aç>" },
    ]);
    expect(html).toBe(
      `<p>Merhaba &lt;b&gt;Ayşe&lt;/b&gt; &amp; &quot;Ortaklar&quot;<br/>İkinci satır</p><p><a href="https://kargo.test/x?a=1&amp;b=&quot;2&quot;">&lt;Aç&gt;</a></p>`,
    );
  });
});
