export { VersionDiff } from './VersionDiff';
export type { VersionDiffProps } from './VersionDiff';
