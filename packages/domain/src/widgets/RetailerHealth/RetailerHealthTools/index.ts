export { RetailerHealthTools } from './RetailerHealthTools';
export type { RetailerHealthToolsProps, ToolMerchant } from './RetailerHealthTools';
