import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Agency groups (psitnGrpco): an agency member owns one; members registered by it belong to it. */
export const agencyGroups = pgTable('agency_groups', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  companyName: text('company_name').notNull(),
  memo: text('memo'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const members = pgTable(
  'members',
  {
    mbrSn: serial('mbr_sn').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    phone: text('phone'),
    birth: date('birth', { mode: 'string' }),
    role: text('role', { enum: ['MNGR_MBR', 'MNPY_MBR', 'GNRL_MBR'] })
      .notNull()
      .default('GNRL_MBR'),
    memberType: text('member_type').notNull().default('EMAIL'),
    status: text('status', { enum: ['ACTIVE', 'WITHDRAWN', 'DORMANT', 'SUSPENDED'] })
      .notNull()
      .default('ACTIVE'),
    groupId: integer('group_id').references(() => agencyGroups.id),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Identity verification (PortOne): connecting information, the same for one person everywhere. */
    ci: text('ci'),
    di: text('di'),
    gender: text('gender'),
    /** Kakao member number (decimal text: it is a 64-bit integer). */
    kakaoId: text('kakao_id'),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Unique case-insensitively: "A@x.com" and "a@x.com" are one account.
    uniqueIndex('members_email_lower_uq').on(sql`lower(${t.email})`),
    index('members_group_idx').on(t.groupId),
    check('members_role_ck', sql`${t.role} in ('MNGR_MBR', 'MNPY_MBR', 'GNRL_MBR')`),
    // One person (one ci) holds at most one active account; withdrawn accounts drop their ci.
    uniqueIndex('members_ci_active_uq')
      .on(t.ci)
      .where(sql`${t.status} = 'ACTIVE' and ${t.ci} is not null`),
    uniqueIndex('members_kakao_id_uq').on(t.kakaoId),
  ],
);

export type MemberRow = typeof members.$inferSelect;
