import {
  exportReportFields,
  unknownExportFields,
  type ExportReportName,
} from '@backoffice/domain/model';
import { PERMISSIONS } from '@backoffice/domain/model';
import type { SessionPrincipal } from '../../auth/principal';
import { contractOperation } from '../../http/contract';
import { HttpError, forbidden, type ErrorProperty } from '../../http/errors';
import { AUDIT_FILTER_NAMES, type AuditFilters } from '../audit/auditTrail';
import { sortColumns, type ApplicationFilters } from '../credit-applications/list';

/** The permission the credit application report needs, as its list operation in the contract. */
export const CREDIT_APPLICATION_REPORT_PERMISSION = '200:1';
/** The permission the watch list report needs, as the watch list operations in the contract. */
export const WATCH_LIST_REPORT_PERMISSION = '200:6';
/** The permission the audit trail report needs, as its list operation in the contract. */
export const AUDIT_TRAIL_REPORT_PERMISSION = PERMISSIONS.auditTrail;

type FilterValue = string | number | boolean | (string | number)[];

/** An export request as the contract lets it through (ExportRequest). */
export interface ExportRequestBody {
  report: ExportReportName;
  type: 'csv';
  filters?: Record<string, FilterValue>;
  fields: string[];
  order?: string[];
}

/** What an export runs: checked filters of the report, its fields and its order keys. */
export interface ExportDefinition {
  report: 'credit_application';
  filters: ApplicationFilters;
  fields: string[];
  order: string[];
}

const invalidRequest = (properties: ErrorProperty[], message = 'The request is not valid.') =>
  new HttpError(400, 'ERR_SCHEMA_VALIDATION_ERROR', message, properties);

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

function validDay(value: FilterValue): value is string {
  if (typeof value !== 'string' || !isoDay.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function asBoolean(value: FilterValue): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  return undefined;
}

// A single value stands for a list of one, as in a URL's query string.
const asList = (value: FilterValue) => (Array.isArray(value) ? value : [value]);

function asIds(value: FilterValue): number[] | undefined {
  const ids = asList(value).map((item) =>
    typeof item === 'number' ? item : /^\d+$/.test(String(item)) ? Number(item) : NaN,
  );
  return ids.every((id) => Number.isSafeInteger(id) && id > 0) ? ids : undefined;
}

/**
 * The credit application report's filters, by the list's query parameter names without `[]`.
 * Absent filters keep the list's defaults.
 */
function applicationFilters(filters: Record<string, FilterValue>): ApplicationFilters {
  const result: ApplicationFilters = {};
  const problems: ErrorProperty[] = [];
  const problem = (key: string, message: string) =>
    problems.push({ property: `filters.${key}`, message });
  for (const [key, value] of Object.entries(filters)) {
    switch (key) {
      case 'date_from':
      case 'date_to':
        if (validDay(value)) result[key] = value;
        else problem(key, 'must be a date as YYYY-MM-DD');
        break;
      case 'status': {
        const statuses = asList(value);
        if (statuses.every((status) => typeof status === 'string' && status.length <= 50)) {
          result.status = statuses as string[];
        } else problem(key, 'must be a list of statuses');
        break;
      }
      case 'historic':
      case 'credit_sentry_flagged': {
        const flag = asBoolean(value);
        if (flag === undefined) problem(key, 'must be true or false');
        else result[key] = flag;
        break;
      }
      case 'retailer_name':
        if (typeof value === 'string') result.retailer_name = value;
        else problem(key, 'must be text');
        break;
      case 'decision_policy_id':
      case 'product_package_id': {
        const ids = asIds(value);
        if (ids) result[key] = ids;
        else problem(key, 'must be a list of ids');
        break;
      }
      default:
        problem(key, 'is not a filter of this report');
    }
  }
  if (result.date_from && result.date_to && result.date_from > result.date_to) {
    problem('date_to', 'must not be before date_from');
  }
  if (problems.length > 0) throw invalidRequest(problems);
  return result;
}

/**
 * Checks an export request (or a schedule's) beyond the contract's shape: a report that can be
 * exported and that the user may read, its fields, filters and order keys.
 */
export function exportDefinition(
  principal: SessionPrincipal,
  body: Pick<ExportRequestBody, 'report' | 'filters' | 'fields' | 'order'>,
): ExportDefinition {
  // The domain's catalogue names the fields of every report; only this one has an export job.
  if (body.report !== 'credit_application' || !exportReportFields[body.report]) {
    throw invalidRequest(
      [{ property: 'report', message: 'cannot be exported yet' }],
      `The ${body.report} report cannot be exported yet.`,
    );
  }
  if (!principal.permissions.has(CREDIT_APPLICATION_REPORT_PERMISSION)) throw forbidden();
  const unknown = unknownExportFields(body.report, body.fields);
  if (unknown.length > 0) {
    throw invalidRequest([{ property: 'fields', message: `has no field ${unknown.join(', ')}` }]);
  }
  if (new Set(body.fields).size !== body.fields.length) {
    throw invalidRequest([{ property: 'fields', message: 'names a field twice' }]);
  }
  const order = body.order ?? [];
  const badOrder = order.filter((key) => !sortColumns[key.replace(/^-/, '')]);
  if (badOrder.length > 0) {
    throw invalidRequest([{ property: 'order', message: `cannot sort by ${badOrder.join(', ')}` }]);
  }
  return {
    report: body.report,
    filters: applicationFilters(body.filters ?? {}),
    fields: body.fields,
    order,
  };
}

/** What a watch list export runs: one list's items in the chosen upload columns. */
export interface WatchListExportDefinition {
  report: 'watch_list';
  filters: { fraud_watch_list_id: number };
  fields: string[];
  order: [];
}

/**
 * Checks a watch list export request: the user may read watch lists, it names one list
 * (filters.fraud_watch_list_id) and only columns of the upload, each once. Items are written in
 * their stored order, so it takes no order keys.
 */
export function watchListExportDefinition(
  principal: SessionPrincipal,
  body: Pick<ExportRequestBody, 'filters' | 'fields' | 'order'>,
): WatchListExportDefinition {
  if (!principal.permissions.has(WATCH_LIST_REPORT_PERMISSION)) throw forbidden();
  const problems: ErrorProperty[] = [];
  const filters = body.filters ?? {};
  const listId = filters.fraud_watch_list_id;
  const ids = listId === undefined ? undefined : asIds(listId);
  if (ids?.length !== 1) {
    problems.push({ property: 'filters.fraud_watch_list_id', message: 'must name one watch list' });
  }
  for (const key of Object.keys(filters)) {
    if (key !== 'fraud_watch_list_id') {
      problems.push({ property: `filters.${key}`, message: 'is not a filter of this report' });
    }
  }
  problems.push(...unorderedReportProblems('watch_list', body));
  if (problems.length > 0) throw invalidRequest(problems);
  return {
    report: 'watch_list',
    filters: { fraud_watch_list_id: ids![0]! },
    fields: body.fields,
    order: [],
  };
}

/**
 * The problems of a report whose rows come in one fixed order: fields it does not have or names
 * twice, and any order keys.
 */
function unorderedReportProblems(
  report: ExportReportName,
  body: Pick<ExportRequestBody, 'fields' | 'order'>,
): ErrorProperty[] {
  const problems: ErrorProperty[] = [];
  const unknown = unknownExportFields(report, body.fields);
  if (unknown.length > 0) {
    problems.push({ property: 'fields', message: `has no field ${unknown.join(', ')}` });
  } else if (new Set(body.fields).size !== body.fields.length) {
    problems.push({ property: 'fields', message: 'names a field twice' });
  }
  if ((body.order ?? []).length > 0) {
    problems.push({ property: 'order', message: 'cannot be given for this report' });
  }
  return problems;
}

/** What an audit trail export runs: the trail's filters and the chosen columns, newest first. */
export interface AuditTrailExportDefinition {
  report: 'audit_trail';
  filters: AuditFilters;
  fields: string[];
  order: [];
}

/**
 * The audit trail's filters, checked by the trail's own list operation (its query parameters in
 * the contract), so the export takes exactly what the list takes; paging is not a filter.
 */
function auditTrailFilters(filters: Record<string, FilterValue>): AuditFilters {
  const named = new Set<string>(AUDIT_FILTER_NAMES);
  const problems: ErrorProperty[] = Object.keys(filters)
    .filter((key) => !named.has(key))
    .map((key) => ({ property: `filters.${key}`, message: 'is not a filter of this report' }));
  if (problems.length > 0) throw invalidRequest(problems);
  try {
    return contractOperation('listAuditEvents').validateParams({}, filters).query as AuditFilters;
  } catch (error) {
    if (!(error instanceof HttpError) || !error.properties) throw error;
    throw invalidRequest(
      error.properties.map((problem) => ({ ...problem, property: `filters.${problem.property}` })),
    );
  }
}

/**
 * Checks an audit trail export request: the user may read the trail, its filters are the trail's
 * and its fields the report's, each once. Events are written newest first, as the trail lists
 * them, so it takes no order keys.
 */
export function auditTrailExportDefinition(
  principal: SessionPrincipal,
  body: Pick<ExportRequestBody, 'filters' | 'fields' | 'order'>,
): AuditTrailExportDefinition {
  if (!principal.permissions.has(AUDIT_TRAIL_REPORT_PERMISSION)) throw forbidden();
  const problems = unorderedReportProblems('audit_trail', body);
  if (problems.length > 0) throw invalidRequest(problems);
  return {
    report: 'audit_trail',
    filters: auditTrailFilters(body.filters ?? {}),
    fields: body.fields,
    order: [],
  };
}
