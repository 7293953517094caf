import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/**
 * The path of the password-creation link emailed to `recipient`: the server writes every email
 * into MAIL_DIR (the global setup's), the way its recipient would read it. The outbox the
 * administrator sees withholds the link's token.
 */
export async function passwordLinkSentTo(recipient: string): Promise<string> {
  const mailDir = process.env.E2E_MAIL_DIR;
  if (!mailDir)
    throw new Error('E2E_MAIL_DIR is not set: run the e2e tests with their global setup');
  let link: string | undefined;
  // The email is sent once the request that created the user has committed.
  await expect
    .poll(async () => {
      const names = (await readdir(mailDir).catch(() => [])).sort();
      for (const name of names.reverse()) {
        const message = await readFile(join(mailDir, name), 'utf8');
        if (!message.includes(`\nTo: ${recipient}\n`)) continue;
        link = message.match(/\/password-creation\/[^/\s]+\//)?.[0];
        if (link) break;
      }
      return link;
    })
    .toBeTruthy();
  return link as string;
}
