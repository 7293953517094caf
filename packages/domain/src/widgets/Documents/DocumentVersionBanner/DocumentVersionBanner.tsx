import { Badge, Box, Heading, Inline, Stack, Text } from '@backoffice/ui';
import type { ReactNode } from 'react';
import { documentTypeLabels, type DocumentType } from '../../../model/documents';

export interface DocumentVersionBannerProps {
  title: string;
  documentType: DocumentType;
  lenderName?: string;
  /** The version shown. */
  version: string;
  live: string | null;
  latestDraft: string | null;
  /** Edits not yet saved as a draft. */
  hasUnsavedChanges?: boolean;
  /** The page's buttons (Save as Draft, Publish, Preview). */
  actions?: ReactNode;
  className?: string;
}

/** What the version on screen is: the live one, a draft, or one the live version replaced. */
function describe({
  version,
  live,
  latestDraft,
}: Pick<DocumentVersionBannerProps, 'version' | 'live' | 'latestDraft'>) {
  if (version === live) {
    return {
      badge: <Badge tone="positive">Live</Badge>,
      detail: latestDraft
        ? `Draft v${latestDraft} is waiting to be published.`
        : 'This is the version in use.',
    };
  }
  if (version === latestDraft) {
    return {
      badge: <Badge tone="caution">Draft</Badge>,
      detail: live ? `Live version: v${live}.` : 'No version is live yet.',
    };
  }
  return {
    badge: <Badge tone="neutral">Earlier version</Badge>,
    detail: live ? `Replaced by the live version v${live}.` : 'A draft the newest draft replaces.',
  };
}

/** The document editor's version banner (platform-shell.md section 2.11). */
export function DocumentVersionBanner({
  title,
  documentType,
  lenderName,
  version,
  live,
  latestDraft,
  hasUnsavedChanges = false,
  actions,
  className,
}: DocumentVersionBannerProps) {
  const { badge, detail } = describe({ version, live, latestDraft });
  return (
    <Box
      as="section"
      aria-label="Version"
      paddingX="150"
      paddingY="100"
      background="surface"
      border="default"
      borderRadius="md"
      className={className}
    >
      <Inline gap="150" justify="spaceBetween">
        <Stack gap="050">
          <Inline gap="100">
            <Heading level={1} size="lg">
              {title}
            </Heading>
            <Badge tone="info">v{version}</Badge>
            {badge}
            {hasUnsavedChanges ? <Badge tone="caution">Unsaved changes</Badge> : null}
          </Inline>
          <Text as="p" size="sm" tone="muted">
            {[documentTypeLabels[documentType], lenderName, detail].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        {actions ? <Inline gap="100">{actions}</Inline> : null}
      </Inline>
    </Box>
  );
}
