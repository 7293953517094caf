import { Faker, base, en, en_GB } from '@faker-js/faker';
import {
  retailerAdminGroup,
  retailerBasicGroups,
  type LenderStatus,
} from '@backoffice/domain/model';
import type { ColumnValue, Sql } from '../db/database';
import { simplePdf } from '../routes/credit-applications/documents';
import type { SeedContext } from './merchants';
import { advanceSequence } from './sequences';

/**
 * Merchants whose data shows one branch of the merchant screens each (all within the first 30,
 * so that the API tests' small seed has them too). Their account statuses come from the seed's
 * round of statuses: 1, 13, 25 application; 2 pending; 4, 16, 28 provisional; 5 live.
 */
export const showcaseMerchants = {
  /** Regulated decision policy and no CCL number: provisional approval is refused. */
  regulatedWithoutCcl: 1,
  /** Regulated decision policy and a CCL number under 6 characters. */
  regulatedShortCcl: 13,
  /** Unregulated decision policy and no CCL number: provisional approval is allowed. */
  unregulatedWithoutCcl: 25,
  /** Regulated decision policy with a valid CCL number. */
  regulatedValidCcl: 2,
  /** Provisional, a lender approved, one agreement not signed: must sign; re-assign offered. */
  provisionalUnsigned: 4,
  /** Provisional, every agreement signed and a lender approved: accept is offered. */
  provisionalReady: 16,
  /** Provisional with an unsigned custom (uploaded) operating agreement. */
  provisionalCustomAgreement: 28,
  /** Live, with a signed custom agreement, an emailed note, attachments and two bank accounts. */
  liveShowcase: 5,
} as const;

/** A merchant's portal groups: base group and group, as the health checker lists them. */
export const merchantUserGroups = retailerBasicGroups.map(
  (group) => [group.baseGroup, group.name] as const,
);

const SHORT_CCL = 'AB12';
const VALID_CCL = 'FRN123456';

/** The merchant groups' back-office permissions: Merchants, and notes for the managers. */
const merchantGroupPermissions: Record<string, readonly string[]> = Object.fromEntries(
  retailerBasicGroups.map((group) => [group.name, group.permissions]),
);

/**
 * Deterministic changes of drawn values (no draws of their own, so that everything the seed
 * draws after them stays as it was): the showcase merchants, short CCL numbers on every 11th
 * merchant, two primary contacts on every 7th, and merchants without users.
 */
export const merchantShowcase = {
  cclNumber(retailerId: number, drawn: string | null): string | null {
    switch (retailerId) {
      case showcaseMerchants.regulatedWithoutCcl:
      case showcaseMerchants.unregulatedWithoutCcl:
        return null;
      case showcaseMerchants.regulatedShortCcl:
        return SHORT_CCL;
      case showcaseMerchants.regulatedValidCcl:
        return VALID_CCL;
    }
    return drawn && retailerId % 11 === 0 ? drawn.slice(0, 4) : drawn;
  },
  decisionPolicy(retailerId: number, drawn: number | null): number | null {
    switch (retailerId) {
      case showcaseMerchants.regulatedWithoutCcl:
        return 1;
      case showcaseMerchants.regulatedShortCcl:
        return 2;
      case showcaseMerchants.unregulatedWithoutCcl:
        return 3;
      case showcaseMerchants.regulatedValidCcl:
        return 4;
    }
    return drawn;
  },
  lenderStatus(
    retailerId: number,
    lenderIndex: number,
    drawn: LenderStatus | null,
  ): LenderStatus | null {
    if (lenderIndex !== 0) return drawn;
    switch (retailerId) {
      case showcaseMerchants.provisionalUnsigned:
      case showcaseMerchants.provisionalReady:
        return 'APPROVED';
      case showcaseMerchants.regulatedWithoutCcl:
        return null;
      case showcaseMerchants.regulatedShortCcl:
        return 'INFO NEEDED';
    }
    return drawn;
  },
  agreed(retailerId: number, lenderIndex: number, drawn: Date | null, created: Date): Date | null {
    switch (retailerId) {
      case showcaseMerchants.provisionalUnsigned:
      case showcaseMerchants.provisionalCustomAgreement:
        return lenderIndex === 0 ? null : (drawn ?? new Date(created.getTime() + 86_400_000));
      case showcaseMerchants.provisionalReady:
        return drawn ?? new Date(created.getTime() + 86_400_000);
    }
    return drawn;
  },
  contactType(retailerId: number, index: number, drawn: string): string {
    return retailerId % 7 === 0 && index === 1 ? 'primary' : drawn;
  },
  /** Most merchants have users to ghost as; every 8th from the 3rd has none. */
  hasUsers(retailerId: number): boolean {
    return retailerId % 8 !== 3;
  },
};

export interface MerchantExtrasPlan {
  merchantsWithUsers: { retailerId: number; name: string; created: Date; usernames: string[] }[];
}

async function nextId(sql: Sql, table: string, column: string): Promise<number> {
  const [row] = await sql.query<{ id: number }>(
    `SELECT coalesce(max(${column}), 0)::int + 1 AS id FROM ${table}`,
  );
  return row!.id;
}

/**
 * Each merchant with users gets its own organisation (type retailer) with the groups Managers
 * and Sales, and two users (one per group) who can be ghosted but not sign in (no password);
 * retailer_users keeps their portal base group and group for the health checker.
 */
async function seedMerchantUsers(
  sql: Sql,
  context: SeedContext,
  plan: MerchantExtrasPlan,
  people: Faker,
) {
  let organisationId = await nextId(sql, 'organisations', 'organisation_id');
  let groupId = await nextId(sql, 'user_groups', 'group_id');
  let userId = await nextId(sql, 'users', 'user_id');
  const rows = {
    organisations: [] as ColumnValue[][],
    retailerOrganisations: [] as ColumnValue[][],
    groups: [] as ColumnValue[][],
    permissions: [] as ColumnValue[][],
    users: [] as ColumnValue[][],
    retailerUsers: [] as ColumnValue[][],
  };
  for (const merchant of plan.merchantsWithUsers) {
    rows.organisations.push([organisationId, 'retailer', merchant.name]);
    rows.retailerOrganisations.push([merchant.retailerId, organisationId]);
    merchantUserGroups.forEach(([baseGroup, groupName], index) => {
      rows.groups.push([groupId, organisationId, groupName, context.adminId, merchant.created]);
      for (const key of merchantGroupPermissions[groupName] ?? []) {
        const [categoryId, ruleId] = key.split(':').map(Number);
        rows.permissions.push([groupId, categoryId!, ruleId!]);
      }
      const firstName = people.person.firstName();
      const lastName = people.person.lastName();
      rows.users.push([
        userId,
        organisationId,
        groupId,
        merchant.usernames[index]!,
        firstName,
        lastName,
        `${merchant.usernames[index]!.replace(/[^a-z0-9.]/g, '')}@merchant.example`,
        'service_user',
        context.serviceUserId,
        context.adminId,
        merchant.created,
      ]);
      rows.retailerUsers.push([
        merchant.retailerId,
        merchant.usernames[index]!,
        baseGroup,
        groupName,
        userId,
        baseGroup === retailerAdminGroup.baseGroup,
      ]);
      groupId += 1;
      userId += 1;
    });
    organisationId += 1;
  }
  await sql.insertRows(
    'organisations',
    ['organisation_id', 'organisation_type', 'name'],
    rows.organisations,
  );
  await sql.insertRows(
    'user_groups',
    ['group_id', 'organisation_id', 'group_name', 'created_by', 'last_modified'],
    rows.groups,
  );
  await sql.insertRows(
    'group_permissions',
    ['group_id', 'category_id', 'rule_id'],
    rows.permissions,
  );
  await sql.insertRows(
    'users',
    [
      'user_id',
      'organisation_id',
      'group_id',
      'username',
      'first_name',
      'last_name',
      'email',
      'user_type',
      'service_user_id',
      'created_by',
      'created',
    ],
    rows.users,
  );
  await sql.insertRows(
    'retailer_users',
    ['retailer_id', 'username', 'base_group', 'group_name', 'user_id', 'is_admin'],
    rows.retailerUsers,
  );
  // One statement for every merchant: the organisations arrive as a two-column array.
  await sql.query(
    `UPDATE retailers r SET organisation_id = m.organisation_id
       FROM unnest($1::int[], $2::int[]) AS m(retailer_id, organisation_id)
      WHERE r.retailer_id = m.retailer_id`,
    [
      rows.retailerOrganisations.map((row) => row[0]),
      rows.retailerOrganisations.map((row) => row[1]),
    ],
  );
  await advanceSequence(sql, 'organisations', 'organisation_id');
  await advanceSequence(sql, 'user_groups', 'group_id');
  await advanceSequence(sql, 'users', 'user_id');
}

/** A stored PDF of a merchant, as an upload row (and its bytes when the seed has storage). */
async function storedPdf(
  sql: Sql,
  context: SeedContext,
  fileId: string,
  retailerId: number,
  fileName: string,
  lines: string[],
): Promise<number> {
  const bytes = simplePdf(fileName.replace(/\.pdf$/, ''), lines);
  const storagePath = `uploads/${fileId}`;
  await context.storage?.put(storagePath, bytes);
  const [row] = await sql.query<{ upload_id: number }>(
    `INSERT INTO uploads (s3_file_id, file_name, content_type, size_bytes, storage_path, state,
                          uploaded_by, retailer_id, created_at)
     VALUES ($1, $2, 'application/pdf', $3, $4, 'stored', $5, $6, $7) RETURNING upload_id`,
    [
      fileId,
      fileName,
      bytes.length,
      storagePath,
      context.adminId,
      retailerId,
      context.now.toISOString(),
    ],
  );
  return row!.upload_id;
}

async function addNote(
  sql: Sql,
  context: SeedContext,
  note: {
    retailerId: number;
    body: string;
    noteType: 'Retailer Note' | 'Internal Note';
    daysAgo: number;
  },
): Promise<number> {
  const [row] = await sql.query<{ note_id: number }>(
    `INSERT INTO retailer_notes (retailer_id, author_user_id, body, note_type, created_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING note_id`,
    [
      note.retailerId,
      context.adminId,
      note.body,
      note.noteType,
      new Date(context.now.getTime() - note.daysAgo * 86_400_000).toISOString(),
    ],
  );
  return row!.note_id;
}

/** Notes with attachments, a Contact Merchant email, custom agreements and a second bank account. */
async function seedMerchantFiles(sql: Sql, context: SeedContext, count: number, people: Faker) {
  const present = (retailerId: number) => retailerId <= count;
  for (const [retailerId, noteType] of [
    [showcaseMerchants.liveShowcase, 'Retailer Note'],
    [showcaseMerchants.provisionalUnsigned, 'Internal Note'],
    [showcaseMerchants.regulatedValidCcl, 'Retailer Note'],
  ] as const) {
    if (!present(retailerId)) continue;
    const noteId = await addNote(sql, context, {
      retailerId,
      body: 'Signed application form and latest accounts attached.',
      noteType,
      daysAgo: 2,
    });
    for (const fileName of ['Application form.pdf', 'Accounts 2025.pdf']) {
      const uploadId = await storedPdf(sql, context, people.string.uuid(), retailerId, fileName, [
        `Merchant ${retailerId}`,
        'Seeded attachment of the demo data.',
      ]);
      await sql.query(
        'INSERT INTO retailer_note_attachments (note_id, upload_id) VALUES ($1, $2)',
        [noteId, uploadId],
      );
    }
  }

  for (const retailerId of [
    showcaseMerchants.liveShowcase,
    showcaseMerchants.provisionalCustomAgreement,
  ]) {
    if (!present(retailerId)) continue;
    const uploadId = await storedPdf(
      sql,
      context,
      people.string.uuid(),
      retailerId,
      'Custom operating agreement.pdf',
      [
        `Operating agreement of merchant ${retailerId}`,
        'Agreed terms as negotiated with the lender.',
      ],
    );
    await sql.query(
      `UPDATE retailer_agreements SET type = 'pre_agreed_upload', html_document_id = NULL, file_id = $2
        WHERE retailer_agreement_id = (SELECT min(retailer_agreement_id) FROM retailer_agreements
                                        WHERE retailer_id = $1)`,
      [retailerId, uploadId],
    );
  }

  const live = showcaseMerchants.liveShowcase;
  if (!present(live)) return;
  const [contact] = await sql.query<{ contact_id: number }>(
    `SELECT contact_id FROM retailer_contacts WHERE retailer_id = $1 AND email IS NOT NULL
      ORDER BY contact_id LIMIT 1`,
    [live],
  );
  if (contact) {
    const body =
      'Your settlement account change has been processed. Please check the next statement.';
    const noteId = await addNote(sql, context, {
      retailerId: live,
      body,
      noteType: 'Internal Note',
      daysAgo: 1,
    });
    await sql.query(
      `INSERT INTO retailer_emails (retailer_id, body, correspondents, sent_by, note_id, sent_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        live,
        body,
        JSON.stringify([{ type: 'retailer_contact', type_id: contact.contact_id }]),
        context.adminId,
        noteId,
        context.now.toISOString(),
      ],
    );
  }
  await sql.query(
    `INSERT INTO retailer_bank_details (retailer_id, kind, name, account_number, sort_code,
                                        account_holder_name, address_line_1, address_line_2,
                                        address_line_3, post_code)
     SELECT retailer_id, 'direct_debit', 'Northern Savings Bank', '41234567', '40-11-22',
            account_holder_name, '2 Market Street', NULL, 'Leeds', 'LS1 6DT'
       FROM retailer_bank_details WHERE retailer_id = $1 AND kind = 'settlement'`,
    [live],
  );
}

/** The merchant data beyond the main loop: users and groups, files, an email, bank accounts. */
export async function seedMerchantExtras(
  sql: Sql,
  context: SeedContext,
  plan: MerchantExtrasPlan,
  count: number,
) {
  // Its own faker, so that what the main seed draws does not move when this changes.
  const people = new Faker({ locale: [en_GB, en, base] });
  people.seed(20261123);
  await seedMerchantUsers(sql, context, plan, people);
  await seedMerchantFiles(sql, context, count, people);
}
