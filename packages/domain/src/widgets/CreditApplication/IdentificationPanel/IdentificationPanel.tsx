import { DefinitionList, Heading, Link, Section, SimpleTable, Table } from '@backoffice/ui';
import type { ReactNode } from 'react';
import * as styles from '../CreditApplication.css';
import { idUploadPassed, type CreditSentryDetails } from '../creditApplicationData';
import { dateTimeText, valueText } from '../formatting';

export type IdImageSide = 'front' | 'back';

export interface IdentificationPanelProps {
  uploads: CreditSentryDetails['idUploads'];
  events: CreditSentryDetails['idVerificationEvents'];
  /** Draws a verification upload's image; the page fetches it with the user's session. */
  renderImage?: (vendorReference: string, side: IdImageSide) => ReactNode;
  className?: string;
}

type VerificationEvent = CreditSentryDetails['idVerificationEvents'][number];

/** Upload events of the verification service carry front and back images. */
function hasImages(event: VerificationEvent): boolean {
  return /upload/i.test(event.name) && Boolean(event.payload.vendor_reference);
}

/**
 * The Identification tab: ID document uploads (attempt, download, passed) and the
 * verification events, each opening to its images or its payload.
 */
export function IdentificationPanel({
  uploads,
  events,
  renderImage,
  className,
}: IdentificationPanelProps) {
  const eventRows = events.map((event, index) => ({ id: index, event }));
  return (
    <Section aria-label="Identification" className={className}>
      <Heading level={3} size="md">
        ID Uploads
      </Heading>
      {uploads.length === 0 ? (
        <p className={styles.muted}>No ID documents uploaded.</p>
      ) : (
        <SimpleTable
          aria-label="ID Uploads"
          rows={uploads}
          rowKey={(_upload, index) => index}
          columns={[
            { name: 'Attempt', render: (upload) => upload.attempt },
            { name: 'Document', render: (upload) => upload.name },
            {
              name: 'Download',
              // The server signs each stored file's address, as it does the attachments'.
              render: (upload) =>
                upload.url ? (
                  <Link
                    href={upload.url}
                    download={upload.name}
                    aria-label={`Download ${upload.name} (attempt ${upload.attempt})`}
                  >
                    Download
                  </Link>
                ) : (
                  <span className={styles.muted}>Not available</span>
                ),
            },
            { name: 'Passed', render: (upload) => idUploadPassed(upload.check_state) },
          ]}
        />
      )}
      <Heading level={3} size="md">
        Verification Events
      </Heading>
      <Table
        aria-label="Verification Events"
        rows={eventRows}
        emptyState="No verification events."
        columns={[
          { id: 'event', name: 'Event', isRowHeader: true, render: ({ event }) => event.name },
          {
            id: 'reference',
            name: 'Document Reference',
            render: ({ event }) => valueText(event.payload.vendor_reference),
          },
          {
            id: 'occurred',
            name: 'Occurred At',
            render: ({ event }) => dateTimeText(event.occurred_at),
          },
        ]}
        renderDetail={({ event }) =>
          hasImages(event) && renderImage ? (
            <div className={styles.row}>
              {(['front', 'back'] as const).map((side) => (
                <figure key={side}>
                  {renderImage(event.payload.vendor_reference as string, side)}
                  <figcaption className={styles.noteMeta}>
                    {side === 'front' ? 'Front' : 'Back'}
                  </figcaption>
                </figure>
              ))}
            </div>
          ) : (
            <DefinitionList
              items={Object.entries(event.payload).map(
                ([key, value]) => [key, valueText(value)] as const,
              )}
            />
          )
        }
      />
    </Section>
  );
}
