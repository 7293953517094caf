export { SubjectAccessView } from './SubjectAccessView';
export type { SubjectAccessData, SubjectAccessViewProps } from './SubjectAccessView';
