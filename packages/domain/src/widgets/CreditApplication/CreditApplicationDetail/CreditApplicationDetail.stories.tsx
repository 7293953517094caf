import {
  auditEventsOfEveryKind,
  makeApplicationNote,
  makeCreditApplication,
  makeCreditFile,
  makeDecisionLog,
  makeFraudInformation,
} from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuditHistory } from '../../Audit/AuditHistory';
import { CreditApplicationDetail } from './CreditApplicationDetail';
import { CreditApplicationIdImage } from './CreditApplicationIdImage';

const application = makeCreditApplication();

const meta = {
  title: 'Domain/CreditApplication/CreditApplicationDetail',
  component: CreditApplicationDetail,
  tags: ['autodocs'],
  args: {
    application,
    variant: 'service',
    notes: [makeApplicationNote()],
    decisionLogs: [makeDecisionLog()],
    creditFiles: [makeCreditFile()],
    fraud: makeFraudInformation(),
    onSaveConsumer: fn(async () => undefined),
    onAddNote: fn(async () => undefined),
    onUploadAttachment: fn(async (file: File) => ({ file_name: file.name, upload_id: 1 })),
    onAction: fn(async () => undefined),
    onActionSuccess: fn(),
    onDownloadAgreement: fn(async () => undefined),
    renderIdImage: (_vendorReference, side) => (
      <CreditApplicationIdImage side={side} src={undefined} />
    ),
  },
} satisfies Meta<typeof CreditApplicationDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServiceUser: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Credit Application 100234IS InstoreREFER',
    );
    await expect(canvas.getByRole('tab', { name: 'Fraud Info' })).toBeVisible();
  },
};

export const LenderUser: Story = {
  args: { variant: 'lender' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('NF-778812')).toBeVisible();
  },
};

export const HeldInWorkQueue: Story = {
  args: {
    application: makeCreditApplication({
      queue_holder: { user_id: 7, name: 'Priya Shah', held_at: '2026-03-03T09:00:00Z' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Held in its work queue by Priya Shah')).toBeVisible();
  },
};

/** No decision yet: no Decision Log, Rules, Credit File or Fraud Info tab. */
export const OnlyTheTabsWithContent: Story = {
  args: { decisionLogs: [], creditFiles: [], fraud: undefined, notes: [] },
  play: async ({ canvas }) => {
    const checks = canvas.getByRole('tablist', { name: 'Notes and checks' });
    await expect(
      within(checks)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Notes0', 'Credit Sentry', 'Email Customer']);
  },
};

export const NotesLoading: Story = { args: { notes: undefined } };

export const NotesLoadError: Story = {
  args: { notes: undefined, notesLoadError: 'The notes could not be loaded.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The notes could not be loaded.')).toBeInTheDocument();
  },
};

/** A viewer: no order actions, no edits and no notes. */
export const ReadOnly: Story = {
  args: { application: { ...application, _links: { self: application._links.self } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Actions Available')).toBeVisible();
  },
};

const applicationEvents = auditEventsOfEveryKind().filter((event) => event.record_id === 1001);

export const WithHistoryForAuditors: Story = {
  args: {
    history: (
      <AuditHistory
        recordName={`credit application ${application.credit_application_id}`}
        rows={applicationEvents}
        total={applicationEvents.length}
        page={1}
        perPage={25}
        onPageChange={fn()}
        recordHref={() => null}
      />
    ),
    subjectAccessHref: `/audit/consumers/${application.credit_application_id}/`,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: "Subject access: who has seen this consumer's data" }),
    ).toHaveAttribute('href', `/audit/consumers/${application.credit_application_id}/`);
    await userEvent.click(canvas.getByRole('tab', { name: 'History' }));
    // The history names Alex Morgan in more than one event.
    await expect(canvas.getAllByText('Alex Morgan')[0]).toBeVisible();
  },
};

export const ShowTheRules: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Decision Log' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show the rules' }));
    await expect(canvas.getByRole('tab', { name: 'Rules', selected: true })).toBeVisible();
  },
};

export const EmailCustomer: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Email Customer' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Message/ }), 'Please call us.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Email' }));
    await expect(args.onAddNote).toHaveBeenCalledWith({
      long_text: 'Please call us.',
      noteType: 'Internal Note',
      recipients: ['jane.smith@example.co.uk'],
    });
  },
};

export const AgreementFailed: Story = {
  args: {
    application: {
      ...application,
      _links: {
        ...application._links,
        agreement: { href: '/credit-applications/100234/agreement', title: 'Agreement' },
      },
    },
    onDownloadAgreement: fn(async () => {
      throw new Error('The agreement is not ready yet.');
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Agreement' }));
    await expect(await canvas.findByText('The agreement is not ready yet.')).toBeInTheDocument();
  },
};
