import { Faker, base, en, en_GB } from '@faker-js/faker';
import { allPermissionRules, PERMISSIONS, permissionKey } from '@backoffice/domain/model';
import type { Database, Sql } from '../db/database';
import type { FileStorage } from '../storage/fileStorage';
import { hashPassword } from '../auth/secrets';
import { seedApplications } from './applications';
import { seedIdUploads } from './idUploads';
import { seedMerchants, seedWatchList } from './merchants';
import { seedRetailerHealth } from './retailerHealth';
import { seedWorkQueues } from './workQueues';

export const DEMO_PASSWORD = 'Demo-pass-1';

export const demoLogins = [
  { username: 'admin', description: 'service user with every permission' },
  {
    username: 'lender',
    description: 'lender user of lender 2: credit applications, policies and modules',
  },
  { username: 'viewer', description: 'service user, read-only: credit applications and merchants' },
  {
    username: 'checker',
    description: 'service user who approves or rejects changes another user submitted',
  },
] as const;

/** Lender ids named by the specification; their names are ours. */
const lenders: [number, string][] = [
  [2, 'Northbridge Finance'],
  [4, 'Harbour Lending'],
  [6, 'Albion Consumer Credit'],
  [8, 'Pennine Retail Finance'],
  [10, 'Thameside Credit'],
  [12, 'Cairngorm Finance'],
  [14, 'Severn Point Lending'],
  [16, 'Wessex Pay Later'],
  [18, 'Mercia Credit'],
  [20, 'Clyde Retail Credit'],
  [22, 'Fenland Finance'],
  [24, 'Kestrel Lending'],
  [30, 'Lakeland Consumer Finance'],
  [34, 'Solent Credit Union'],
];

async function insertReturningId(sql: Sql, text: string, params: unknown[]): Promise<number> {
  const [row] = await sql.query<{ id: number }>(text, params);
  if (!row) throw new Error(`Seed insert returned nothing: ${text}`);
  return row.id;
}

async function insertGroup(
  sql: Sql,
  organisationId: number,
  name: string,
  permissions: readonly string[],
): Promise<number> {
  const groupId = await insertReturningId(
    sql,
    'INSERT INTO user_groups (organisation_id, group_name) VALUES ($1, $2) RETURNING group_id AS id',
    [organisationId, name],
  );
  for (const key of permissions) {
    const [categoryId, ruleId] = key.split(':').map(Number);
    await sql.query(
      'INSERT INTO group_permissions (group_id, category_id, rule_id) VALUES ($1, $2, $3)',
      [groupId, categoryId, ruleId],
    );
  }
  return groupId;
}

/** True once the demo data is in: the seed runs on first start only. */
export async function isSeeded(db: Database): Promise<boolean> {
  const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM users');
  return (row?.count ?? 0) > 0;
}

export interface SeedSize {
  merchants: number;
  applications: number;
}

export const demoSeedSize: SeedSize = { merchants: 240, applications: 5_000 };

/**
 * Loads the deterministic demo data (fixed faker seed, en_GB) in one transaction. Dates are
 * spread back from the start of the current day, so the demo always shows recent activity.
 */
export async function seedDemo(
  db: Database,
  size: SeedSize = demoSeedSize,
  { storage, clock = new Date() }: { storage?: FileStorage; clock?: Date } = {},
): Promise<void> {
  const faker = new Faker({ locale: [en_GB, en, base] });
  faker.seed(20261122);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date(clock);
  now.setUTCHours(0, 0, 0, 0);

  await db.transaction(async (sql) => {
    const providerOrg = await insertReturningId(
      sql,
      `INSERT INTO organisations (organisation_type, name) VALUES ('service_user', 'Point of Sale Finance Ltd')
       RETURNING organisation_id AS id`,
      [],
    );
    const serviceUserId = await insertReturningId(
      sql,
      `INSERT INTO service_users (organisation_id, name, host) VALUES ($1, 'Point of Sale Finance', 'localhost')
       RETURNING service_user_id AS id`,
      [providerOrg],
    );
    const defaults: [string, string][] = [
      ['RETAILER_FOOTER', 'BackOffice'],
      [
        'SERVICE_USER_FOOTER',
        'Point of Sale Finance Ltd is authorised and regulated by the Financial Conduct Authority.',
      ],
      ['FAVICON', '/favicon.svg'],
      ['RETAILER_LOGO', '/favicon.svg'],
    ];
    for (const [key, value] of defaults) {
      await sql.query(
        'INSERT INTO service_user_defaults (service_user_id, default_key, default_value) VALUES ($1, $2, $3)',
        [serviceUserId, key, value],
      );
    }

    const lenderOrgs = new Map<number, number>();
    for (const [lenderId, name] of lenders) {
      const organisationId = await insertReturningId(
        sql,
        `INSERT INTO organisations (organisation_type, name) VALUES ('lender', $1) RETURNING organisation_id AS id`,
        [name],
      );
      lenderOrgs.set(lenderId, organisationId);
      await sql.query(
        'INSERT INTO lenders (lender_id, organisation_id, name) VALUES ($1, $2, $3)',
        [lenderId, organisationId, name],
      );
    }

    const everything = allPermissionRules.map(permissionKey);
    const adminGroup = await insertGroup(sql, providerOrg, 'Administrators', everything);
    const readOnlyGroup = await insertGroup(sql, providerOrg, 'Read Only', [
      '200:1',
      '200:4',
      '100:10',
    ]);
    await insertGroup(sql, providerOrg, 'Merchant Support', [
      '200:1',
      '200:11',
      '200:4',
      '200:5',
      '200:7',
      '201:10',
      '201:12',
      '201:13',
      '1:11',
      '100:10',
    ]);
    await insertGroup(sql, providerOrg, 'Fraud Team', [
      '200:1',
      '200:11',
      '200:6',
      '1:6',
      '1:7',
      '100:10',
      '100:11',
      '100:14',
    ]);
    const lenderOrg = lenderOrgs.get(2) as number;
    const lenderGroup = await insertGroup(sql, lenderOrg, 'Lender Underwriters', [
      '200:1',
      '200:20',
      '200:60',
      '200:50',
      '200:11',
      '200:4',
      '200:5',
      '200:8',
      '201:13',
      '201:14',
      '1:1',
      '1:6',
      '1:7',
      '1:8',
      '1:10',
      '1:11',
      '100:10',
      '100:11',
      '100:14',
    ]);

    const insertUser = (user: {
      organisationId: number;
      groupId: number;
      username: string;
      firstName: string;
      lastName: string;
      email: string | null;
      mobile: string | null;
      userType: 'service_user' | 'lender';
      lenderId?: number;
      createdBy?: number | null;
      instoreTraining?: boolean;
      locked?: boolean;
    }) =>
      insertReturningId(
        sql,
        `INSERT INTO users (organisation_id, group_id, username, first_name, last_name, email, mobile,
                            user_type, service_user_id, lender_id, password_hash, created_by,
                            instore_training, locked, created)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
         RETURNING user_id AS id`,
        [
          user.organisationId,
          user.groupId,
          user.username,
          user.firstName,
          user.lastName,
          user.email,
          user.mobile,
          user.userType,
          user.userType === 'service_user' ? serviceUserId : null,
          user.lenderId ?? null,
          passwordHash,
          user.createdBy ?? null,
          user.instoreTraining ?? false,
          user.locked ?? false,
          faker.date.past({ years: 2, refDate: '2026-11-01T00:00:00Z' }).toISOString(),
        ],
      );

    const adminId = await insertUser({
      organisationId: providerOrg,
      groupId: adminGroup,
      username: 'admin',
      firstName: 'Alex',
      lastName: 'Morgan',
      email: 'alex.morgan@posfinance.example',
      mobile: '07700900123',
      userType: 'service_user',
      instoreTraining: true,
    });
    await insertUser({
      organisationId: lenderOrg,
      groupId: lenderGroup,
      username: 'lender',
      firstName: 'Priya',
      lastName: 'Shah',
      email: 'priya.shah@northbridge.example',
      mobile: '07700900456',
      userType: 'lender',
      lenderId: 2,
      createdBy: adminId,
    });
    // The viewer has no mobile number, so the dashboard asks them to confirm their details.
    await insertUser({
      organisationId: providerOrg,
      groupId: readOnlyGroup,
      username: 'viewer',
      firstName: 'Sam',
      lastName: 'Taylor',
      email: 'sam.taylor@posfinance.example',
      mobile: null,
      userType: 'service_user',
      createdBy: adminId,
    });
    const groups = [adminGroup, readOnlyGroup];
    const staffUserIds = [adminId];
    for (let index = 0; index < 24; index += 1) {
      const firstName = faker.person.firstName();
      const lastName = faker.person.lastName();
      const staffUserId = await insertUser({
        organisationId: providerOrg,
        groupId: groups[index % groups.length] as number,
        username: faker.internet.username({ firstName, lastName }).toLowerCase().padEnd(4, '0'),
        firstName,
        lastName,
        email: faker.internet
          .email({ firstName, lastName, provider: 'posfinance.example' })
          .toLowerCase(),
        mobile:
          index % 5 === 0
            ? null
            : faker.phone.number({ style: 'national' }).replace(/\s/g, '').slice(0, 12),
        userType: 'service_user',
        createdBy: index % 3 === 0 ? null : adminId,
        instoreTraining: index % 4 === 0,
        locked: index === 7,
      });
      staffUserIds.push(staffUserId);
    }

    const announcements = [
      [
        'Settlement files now run at 02:00',
        'Nightly settlement generation moves to 02:00 UK time from Monday.',
        null,
      ],
      [
        'New fraud watch list format',
        'Watch lists now accept an ip_address column. Download the template from the Watch Lists page.',
        '/watch-list/',
      ],
      [
        'Scheduled maintenance',
        'The console will be unavailable on Sunday between 06:00 and 07:00 for maintenance.',
        null,
      ],
    ] as const;
    for (const [index, [title, content, url]] of announcements.entries()) {
      await sql.query(
        `INSERT INTO announcements (service_user_id, title, content, url, created_at)
         VALUES ($1, $2, $3, $4, now() - make_interval(days => $5))`,
        [serviceUserId, title, content, url, index * 3],
      );
    }

    const context = {
      faker,
      storage,
      now,
      clock,
      serviceUserId,
      adminId,
      staffUserIds,
      lenderIds: lenders.map(([lenderId]) => lenderId),
      lenderNames: new Map(lenders),
    };
    const merchants = await seedMerchants(sql, context, size.merchants);
    await seedRetailerHealth(sql, context);
    const watchList = await seedWatchList(sql, context);
    await seedApplications(sql, context, merchants, watchList, { count: size.applications });
    await seedIdUploads(sql, context);
    await seedWorkQueues(sql, context);

    // Four-eyes approval: added last, so that the demo data seeded before it stays as it was.
    const checkerGroup = await insertGroup(sql, providerOrg, 'Checkers', [
      '200:1',
      '200:8',
      PERMISSIONS.approveChanges,
    ]);
    await insertUser({
      organisationId: providerOrg,
      groupId: checkerGroup,
      username: 'checker',
      firstName: 'Jordan',
      lastName: 'Okafor',
      email: 'jordan.okafor@posfinance.example',
      mobile: '07700900789',
      userType: 'service_user',
      createdBy: adminId,
    });
  });
  // Fresh tables have no statistics, so the planner would sort whole tables instead of reading
  // the list indexes, and no visibility map, so the report's index-only scans would visit the
  // table anyway, until autovacuum (which PGlite never runs) caught up.
  // Copying each merchant's lenders onto it (migration 0020's triggers) rewrote every merchant
  // row once: compact the table and its list indexes before they are read.
  await db.query('VACUUM FULL retailers');
  await db.query('VACUUM ANALYZE');
}
