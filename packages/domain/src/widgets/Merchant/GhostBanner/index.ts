export { GhostBanner } from './GhostBanner';
export type { GhostBannerProps, GhostIdentity } from './GhostBanner';
