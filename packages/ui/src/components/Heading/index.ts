export { Heading, headingSizeOfLevel } from './Heading';
export type { HeadingProps, HeadingLevel, HeadingSize } from './Heading';
