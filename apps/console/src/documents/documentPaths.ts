import { ApiError } from '@backoffice/api-client';
import { formatSchemaError } from '@backoffice/ui';

/** The document-management routes (platform-shell.md section 2.1). */
export const documentPaths = {
  list: '/document-management/',
  create: '/document-management/document-editor/',
  editor: (documentId: number) => `/document-management/document-editor/${documentId}/`,
  version: (documentId: number, version: string) =>
    `/document-management/document-editor/${documentId}/version/${version}/`,
};

/** The document API's message, with the properties a validation error names (section 8). */
export function documentErrorDetail(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : undefined;
  return error.properties.length > 0
    ? error.properties.map(formatSchemaError).join(' ')
    : error.message;
}

/** How a signed-in user is named as a document's author. */
export function authorName(
  user: { first_name: string; last_name: string; username: string } | undefined,
) {
  if (!user) return 'Unknown';
  return [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username;
}
