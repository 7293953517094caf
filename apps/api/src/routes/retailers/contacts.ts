import type { components } from '@backoffice/api-client/schema';
import {
  contactCreateSchema,
  contactDeletionRefusal,
  contactUpdateSchema,
} from '@backoffice/domain/model';
import { conflict, notFound } from '../../http/errors';
import { sessionOf, type OperationContext } from '../../http/operations';
import {
  auditRetailer,
  parseBody,
  queryParams,
  requireProviderStaff,
  visibleRetailer,
} from './access';

type RetailerContact = components['schemas']['RetailerContact'];

const CONTACT_NOT_FOUND = 'Contact not found.';

/** A contact's address is one text; it is kept in the first address line. */
const contactSelect = `
  SELECT c.contact_id, c.contact_type, COALESCE(c.title, '') AS title, c.first_name, c.last_name,
         COALESCE(c.email, '') AS email, c.telephone, c.mobile,
         NULLIF(concat_ws(', ', c.address_line_1, c.address_line_2, c.post_code), '') AS address
    FROM retailer_contacts c`;

async function readContact(context: OperationContext, contactId: number) {
  const [row] = (await context.sql.query<RetailerContact>(
    `${contactSelect} WHERE c.contact_id = $1`,
    [contactId],
  )) as [RetailerContact];
  return row;
}

/** A contact of this merchant, locked for the change about to be made. */
async function contactOf(context: OperationContext, retailerId: number, contactId: number) {
  const [row] = await context.sql.query<{ contact_id: number; contact_type: string }>(
    `SELECT contact_id, contact_type FROM retailer_contacts
      WHERE retailer_id = $1 AND contact_id = $2 FOR UPDATE`,
    [retailerId, contactId],
  );
  if (!row) throw notFound(CONTACT_NOT_FOUND);
  return row;
}

export async function listRetailerContacts(context: OperationContext) {
  const retailerId = Number(context.params.retailerId);
  await visibleRetailer(context, retailerId);
  const query = context.query as { page?: number; perPage?: number };
  const page = query.page ?? 1;
  const perPage = query.perPage ?? 100;
  const rows = await context.sql.query<RetailerContact>(
    `${contactSelect} WHERE c.retailer_id = $1 ORDER BY c.contact_id LIMIT $2 OFFSET $3`,
    [retailerId, perPage, (page - 1) * perPage],
  );
  const [{ total }] = (await context.sql.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM retailer_contacts WHERE retailer_id = $1',
    [retailerId],
  )) as [{ total: number }];
  await auditRetailer(context, retailerId, 'contacts_viewed');
  return { status: 200, body: { items: rows, meta: { page, perPage, total } } };
}

/** The contact's fields as columns; the address replaces all three address columns. */
function contactColumns(contact: Record<string, unknown>): [string, unknown][] {
  const columns: [string, unknown][] = [];
  for (const field of [
    'contact_type',
    'title',
    'first_name',
    'last_name',
    'email',
    'telephone',
    'mobile',
  ]) {
    if (contact[field] !== undefined) columns.push([field, contact[field]]);
  }
  if (contact.address !== undefined) {
    columns.push(
      ['address_line_1', contact.address],
      ['address_line_2', null],
      ['post_code', null],
    );
  }
  return columns;
}

/** 'Contact created': the service user type only; the new contact's rules are the model's. */
export async function createRetailerContact(context: OperationContext) {
  const retailerId = Number(context.params.retailerId);
  requireProviderStaff(sessionOf(context));
  const contact = parseBody(contactCreateSchema, context.body);
  await visibleRetailer(context, retailerId, { forUpdate: true });
  const columns = contactColumns(contact);
  const { values, param } = queryParams();
  const retailer = param(retailerId);
  const [created] = (await context.sql.query<{ contact_id: number }>(
    `INSERT INTO retailer_contacts (retailer_id, ${columns.map(([column]) => column).join(', ')})
     VALUES (${retailer}, ${columns.map(([, value]) => param(value)).join(', ')})
     RETURNING contact_id`,
    values,
  )) as [{ contact_id: number }];
  await auditRetailer(context, retailerId, 'contact_created', { contact_id: created.contact_id });
  return { status: 201, body: await readContact(context, created.contact_id) };
}

/**
 * 'Contact updated': the changed fields of the contact named in the body. Making the only
 * primary contact another type would leave the merchant without one, as deleting it would.
 */
export async function updateRetailerContact(context: OperationContext) {
  const retailerId = Number(context.params.retailerId);
  requireProviderStaff(sessionOf(context));
  const update = parseBody(contactUpdateSchema, context.body);
  await visibleRetailer(context, retailerId, { forUpdate: true });
  const existing = await contactOf(context, retailerId, update.contact_id);
  if (update.contact_type !== undefined && update.contact_type !== existing.contact_type) {
    const refusal = contactDeletionRefusal(existing, await contactsOf(context, retailerId));
    if (refusal) throw conflict(refusal);
  }
  const { contact_id: contactId, ...fields } = update;
  const columns = contactColumns(fields);
  const { values, param } = queryParams();
  await context.sql.query(
    `UPDATE retailer_contacts SET ${columns.map(([column, value]) => `${column} = ${param(value)}`).join(', ')}
      WHERE contact_id = ${param(contactId)}`,
    values,
  );
  await auditRetailer(context, retailerId, 'contact_updated', {
    contact_id: contactId,
    fields: Object.keys(fields),
  });
  return { status: 200, body: await readContact(context, contactId) };
}

async function contactsOf(context: OperationContext, retailerId: number) {
  return context.sql.query<{ contact_id: number; contact_type: string }>(
    'SELECT contact_id, contact_type FROM retailer_contacts WHERE retailer_id = $1',
    [retailerId],
  );
}

/** 'Contact Deleted': a primary contact only while another primary contact exists. */
export async function deleteRetailerContact(context: OperationContext) {
  const retailerId = Number(context.params.retailerId);
  const contactId = Number(context.params.contactId);
  requireProviderStaff(sessionOf(context));
  await visibleRetailer(context, retailerId, { forUpdate: true });
  const contact = await contactOf(context, retailerId, contactId);
  const refusal = contactDeletionRefusal(contact, await contactsOf(context, retailerId));
  if (refusal) throw conflict(refusal);
  // Emails keep their record of whom they went to; the contact itself goes.
  await context.sql.query('DELETE FROM retailer_contacts WHERE contact_id = $1', [contactId]);
  await auditRetailer(context, retailerId, 'contact_deleted', {
    contact_id: contactId,
    contact_type: contact.contact_type,
  });
  return { status: 204 };
}

export const contactHandlers = {
  listRetailerContacts,
  createRetailerContact,
  updateRetailerContact,
  deleteRetailerContact,
};
