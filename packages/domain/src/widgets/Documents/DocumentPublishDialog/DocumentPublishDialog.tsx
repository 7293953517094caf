import { Alert, Button, Dialog, Modal, Stack } from '@backoffice/ui';
import type { TemplateCheck } from '../../../model/documents';
import { VersionDiff } from '../../PolicyBuilder/VersionDiff';
import { DocumentChecks } from '../DocumentChecks';
import { explanation, wideModal } from './DocumentPublishDialog.css';

export interface DocumentPublishDialogProps {
  isOpen: boolean;
  /** The draft that goes live; null when unsaved changes are saved as a draft first. */
  draftVersion: string | null;
  /** The number it takes when live (the next major, .0). */
  nextLiveVersion: string;
  liveVersion: string | null;
  /** The live version and the draft as lines, to compare (see templateLines). */
  liveText: string | null;
  draftText: string;
  checks: readonly TemplateCheck[];
  isPending?: boolean;
  onPublish: () => void;
  onClose: () => void;
}

/**
 * Before publishing: what will go live, the checks, and the draft beside the live version line
 * by line. Publishing makes the draft live as the next major version and erases the drafts.
 */
export function DocumentPublishDialog({
  isOpen,
  draftVersion,
  nextLiveVersion,
  liveVersion,
  liveText,
  draftText,
  checks,
  isPending = false,
  onPublish,
  onClose,
}: DocumentPublishDialogProps) {
  const errors = checks.filter((check) => check.severity === 'error').length;
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => (open || isPending ? undefined : onClose())}
      className={wideModal}
    >
      <Dialog
        title={`Publish as v${nextLiveVersion}`}
        actions={
          <>
            <Button onPress={onClose} isDisabled={isPending}>
              Cancel
            </Button>
            <Button variant="primary" onPress={onPublish} isPending={isPending}>
              Publish
            </Button>
          </>
        }
      >
        <Stack gap="200">
          <p className={explanation}>
            {draftVersion
              ? `Draft v${draftVersion} becomes the live version v${nextLiveVersion}, and every draft is erased.`
              : `Your changes are saved as a draft, which becomes the live version v${nextLiveVersion}; every draft is then erased.`}
          </p>
          {errors > 0 ? (
            <Alert tone="caution">
              {errors === 1 ? 'One check needs fixing' : `${errors} checks need fixing`} before this
              document is fit to go live.
            </Alert>
          ) : null}
          <DocumentChecks checks={checks} headingLevel={3} />
          {liveText !== null && liveVersion ? (
            <VersionDiff
              before={liveText}
              after={draftText}
              beforeLabel={`Live v${liveVersion}`}
              afterLabel={draftVersion ? `Draft v${draftVersion}` : 'Your changes'}
            />
          ) : (
            <p className={explanation}>No version is live yet: the whole draft goes live.</p>
          )}
        </Stack>
      </Dialog>
    </Modal>
  );
}
