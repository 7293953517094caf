export { SectionIndex } from './SectionIndex';
export type { SectionIndexEntry, SectionIndexProps } from './SectionIndex';
export { sectionIndexTarget } from './SectionIndex.css';
