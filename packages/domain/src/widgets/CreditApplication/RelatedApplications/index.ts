export { RelatedApplications } from './RelatedApplications';
export type { RelatedApplicationsProps } from './RelatedApplications';
